/**
 * Whole-process timing, the way a user meets a tool: each side is a command line run as a fresh process (start-up,
 * module loading, reading files and printing included), the sides alternate run by run so that background load
 * hits both alike, and the report gives medians of wall and CPU (user + system) time.
 *
 * CPU time of a child comes from its rusage (Node's own `process.cpuUsage()` only sees the calling process): read
 * to the microsecond by a few lines of Python (`os.wait4`) where a Python 3 is found, else from GNU time
 * (`/usr/bin/time -f`), which prints it in centiseconds. The wrapper's own start-up is not counted: only the child's
 * rusage is read.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

export interface Side {
  /** Label in tables, e.g. `m2scorer` or `gecval`. */
  readonly name: string;
  /** argv; the first element is the program. */
  readonly command: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
}

export interface Timing {
  readonly name: string;
  readonly runs: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly wallAll: readonly number[];
  readonly cpuAll: readonly number[];
  /** stdout of the last run, for checking that both sides computed the same thing. */
  readonly stdout: string;
}

const TIME = '/usr/bin/time';

/**
 * Environment variables that make every Node process pay at start-up for something a user's machine normally does
 * not have: with NODE_EXTRA_CA_CERTS set (this sandbox points it at the system's 200 KB certificate bundle), Node
 * reads and parses the certificates before running any JavaScript — 33 ms of CPU on every process here (`node -e
 * 0`: 0.055 s with it, 0.022 s without). The sides run without them unless BENCH_KEEP_ENV=1; `machineLine` says
 * which. No Python side reads them.
 */
const STARTUP_ONLY_ENV = ['NODE_EXTRA_CA_CERTS'];
const KEEP_ENV = process.env.BENCH_KEEP_ENV === '1';

function sideEnvironment(side: Side): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GECVAL_PROGRESS: '0', ...side.env };
  if (!KEEP_ENV) for (const name of STARTUP_ONLY_ENV) delete env[name];
  return env;
}
const PYTHON3 = process.env.PYTHON3 ?? '/usr/bin/python3';

export function haveGnuTime(): boolean {
  return existsSync(TIME) || existsSync(PYTHON3);
}

/** argv: OUT COMMAND...; runs COMMAND (stdin/stdout/stderr inherited) and writes "wall user system" seconds to OUT. */
const RUSAGE_DRIVER = `
import os, subprocess, sys, time
start = time.perf_counter()
child = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(child.pid, 0)
wall = time.perf_counter() - start
with open(sys.argv[1], "w") as out:
    out.write("%.6f %.6f %.6f\\n" % (wall, usage.ru_utime, usage.ru_stime))
sys.exit(os.waitstatus_to_exitcode(status) if hasattr(os, "waitstatus_to_exitcode") else status >> 8)
`;

/** Runs one command once under GNU time; throws if it fails (a benchmark of a failing command measures nothing). */
export function timeOnce(side: Side): { wallMs: number; cpuMs: number; stdout: string } {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-time-'));
  const out = join(dir, 'time');
  try {
    const precise = existsSync(PYTHON3);
    const start = performance.now();
    const result = spawnSync(precise ? PYTHON3 : TIME, precise ? ['-c', RUSAGE_DRIVER, out, ...side.command] : ['-f', '%e %U %S', '-o', out, ...side.command], {
      cwd: side.cwd,
      env: sideEnvironment(side),
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    if (result.status !== 0) {
      throw new Error(`${side.name} failed (exit ${result.status}): ${side.command.join(' ')}\n${(result.stderr ?? '').slice(0, 2000)}`);
    }
    const fields = readFileSync(out, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    // With Python, wall and CPU are the child's alone, to the microsecond. GNU time reports centiseconds, so there
    // the wall clock is read here instead (it then includes GNU time's own exec, about a millisecond, on every side
    // alike) and CPU stays at 10 ms resolution.
    const [wall, user, system] = fields as [number, number, number];
    const wallMs = precise ? wall * 1000 : performance.now() - start;
    return { wallMs, cpuMs: (user + system) * 1000, stdout: result.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Times the sides against each other: one warm-up run each (disk cache, not JIT: every run is a new process), then
 * `runs` rounds, each round running every side once, in alternating order.
 */
export function compareProcesses(sides: readonly Side[], runs = 5, warmup = 1): Timing[] {
  for (let w = 0; w < warmup; w++) for (const side of sides) timeOnce(side);
  const wall = sides.map(() => [] as number[]);
  const cpu = sides.map(() => [] as number[]);
  const stdout = sides.map(() => '');
  for (let round = 0; round < runs; round++) {
    const order = sides.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const t = timeOnce(sides[i]!);
      wall[i]!.push(t.wallMs);
      cpu[i]!.push(t.cpuMs);
      stdout[i] = t.stdout;
    }
  }
  return sides.map((side, i) => ({ name: side.name, runs, wallMs: median(wall[i]!), cpuMs: median(cpu[i]!), wallAll: wall[i]!, cpuAll: cpu[i]!, stdout: stdout[i]! }));
}

/** `2 cores (AMD EPYC …), 24 GiB, Node v20.x, 2026-11-23` — what RESULTS.md records beside each table. */
export function machineLine(): string {
  const cpu = cpus();
  const present = STARTUP_ONLY_ENV.filter((name) => process.env[name] !== undefined);
  const env = present.length === 0 ? '' : KEEP_ENV ? `; ${present.join(', ')} kept (BENCH_KEEP_ENV=1)` : `; ${present.join(', ')} unset for every side (a start-up cost users normally do not have; BENCH_KEEP_ENV=1 keeps it)`;
  return `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}${env}`;
}

/** `load 7.45 / 9.43 / 10.90 (1 / 5 / 15 min)`: the machine is shared, so every table says how busy it was. */
export function loadLine(): string {
  return `load ${loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min averages)`;
}

/** Extra columns beside the timings: a header per column and the cells of each side's row. */
export interface ExtraColumns {
  readonly headers: readonly string[];
  cells(timing: Timing, index: number): readonly string[];
}

/**
 * A Markdown table row per timing, with the ratio against the first side (the original tool), optional extra
 * columns (the in-process figure, the score each side printed), and the load average when the table was made.
 */
export function timingTable(title: string, timings: readonly Timing[], extra?: ExtraColumns): string {
  const base = timings[0]!;
  const rows = timings.map(
    (t, i) =>
      `| ${t.name} | ${(t.wallMs / 1000).toFixed(3)} | ${(t.cpuMs / 1000).toFixed(3)} | ${t === base ? '1.0×' : `${(base.wallMs / t.wallMs).toFixed(1)}× / ${(base.cpuMs / t.cpuMs).toFixed(1)}×`} |${extra ? extra.cells(t, i).map((c) => ` ${c} |`).join('') : ''}`,
  );
  const headers = extra ? extra.headers.map((h) => ` ${h} |`).join('') : '';
  const rules = extra ? extra.headers.map(() => '---|').join('') : '';
  return [
    `**${title}** (median of ${base.runs} alternating runs; ${loadLine()})`,
    '',
    `| process | wall s | CPU s | speed-up vs first (wall / CPU) |${headers}`,
    `|---|---|---|---|${rules}`,
    ...rows,
    '',
  ].join('\n');
}

/** A command line for `bash -c` running several commands one after another: N processes, timed as one. */
export function sequence(commands: readonly (readonly string[])[]): string[] {
  const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
  return ['bash', '-c', commands.map((c) => c.map(quote).join(' ')).join(' && ')];
}
