/**
 * What MAEGE needs from a metric: scores for many (source, candidate, references) items. Adapters turn a gecval
 * `Metric` (statistics → sentence score, cached), a user module, or an external command into such a scorer, so
 * researchers can validate their own metric with the same analysis.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { userFixable, writeFileAtomic } from '../../core/write.js';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GecvalInputError } from '../../core/errors.js';
import { makeSignature } from '../../core/signature.js';
import { StatisticsCache, segmentKey, type Metric, type Segment } from '../../metrics/metric.js';

export interface MaegeScorer {
  readonly name: string;
  readonly higherIsBetter: boolean;
  readonly signature: string;
  /** One score per item, in order. May be NaN: MAEGE reports NaN scores rather than hiding them. */
  score(items: readonly Segment[]): Promise<number[]>;
  close?(): Promise<void>;
}

/** A gecval metric scored in this thread, statistics cached by segment. */
export function scorerFromMetric<S>(metric: Metric<Segment, S>): MaegeScorer & { cache: StatisticsCache<Segment, S> } {
  const cache = new StatisticsCache(metric, segmentKey);
  return {
    name: metric.name,
    higherIsBetter: metric.higherIsBetter,
    signature: metric.signature(),
    cache,
    async score(items) {
      // `prepare` caches (a grammar checker counts each hypothesis once), so calling it per batch is cheap.
      await metric.prepare?.(items);
      return items.map((item) => metric.sentenceScore(cache.statistics(item)));
    },
    async close() {
      await metric.close?.();
    },
  };
}

/**
 * The user-module contract (docs/maege.md#maege-user-metrics): `export function score(source, references, candidates) → number[]`
 * (sync or async), optionally `name`, `higherIsBetter` and `signature`. A module may instead default-export a
 * gecval `Metric`. Candidates sharing a source and references are passed in one call.
 */
export interface UserMetricModule {
  score?: (source: string, references: readonly string[], candidates: readonly string[]) => number[] | Promise<number[]>;
  name?: string;
  higherIsBetter?: boolean;
  signature?: string | (() => string);
  default?: unknown;
}

function isMetric(value: unknown): value is Metric<Segment, unknown> {
  const m = value as Partial<Metric<Segment, unknown>> | undefined;
  return typeof m?.statistics === 'function' && typeof m?.sentenceScore === 'function' && typeof m?.name === 'string';
}

export async function scorerFromModule(path: string): Promise<MaegeScorer> {
  let module: UserMetricModule;
  try {
    module = (await import(pathToFileURL(resolve(path)).href)) as UserMetricModule;
  } catch (error) {
    throw new GecvalInputError(`cannot load metric module: ${(error as Error).message}`, { file: path });
  }
  if (isMetric(module.default)) return scorerFromMetric(module.default);
  const score = module.score;
  if (typeof score !== 'function') {
    throw new GecvalInputError('metric module exports neither score(source, references, candidates) nor a default Metric', { file: path });
  }
  const name = module.name ?? path.replace(/^.*\//u, '').replace(/\.[cm]?[jt]s$/u, '');
  const signature = typeof module.signature === 'function' ? module.signature() : (module.signature ?? makeSignature(name, { module: path }));
  return {
    name,
    higherIsBetter: module.higherIsBetter ?? true,
    signature,
    async score(items) {
      const groups = new Map<string, number[]>();
      items.forEach((item, i) => {
        const key = [item.source, ...item.references].join('\u001f');
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key)!.push(i);
      });
      const out = new Array<number>(items.length);
      for (const indices of groups.values()) {
        const first = items[indices[0]!]!;
        let scores: number[];
        try {
          scores = await score(first.source, first.references, indices.map((i) => items[i]!.hypothesis));
        } catch (error) {
          // The user's module failed, not gecval: name the metric and keep the module's one-line reason.
          throw new GecvalInputError(`metric '${name}': score() failed: ${firstLine((error as Error)?.message ?? String(error))}`, { file: path });
        }
        if (!Array.isArray(scores) || scores.length !== indices.length) {
          throw new GecvalInputError(`metric '${name}': module returned ${Array.isArray(scores) ? scores.length : typeof scores} scores for ${indices.length} candidates`, { file: path });
        }
        indices.forEach((itemIndex, j) => {
          out[itemIndex] = Number(scores[j]);
        });
      }
      return out;
    },
  };
}

/** The first non-empty line of a command's stderr, shortened: enough to say why it failed, still one line. */
function firstLine(text: string): string {
  const line = text.split(/\r?\n/u).map((l) => l.trim()).find((l) => l !== '') ?? '';
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
}

function runCommand(command: string, input: string, name: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', (e) => reject(new GecvalInputError(`metric '${name}': command failed to start: ${e.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) {
        resolvePromise(Buffer.concat(out).toString('utf8'));
        return;
      }
      const why = firstLine(Buffer.concat(err).toString('utf8'));
      const status = code === null ? `was killed by ${signal}` : `exited with ${code}`;
      reject(new GecvalInputError(`metric '${name}': command ${status}${why === '' ? ' (no message on stderr)' : `: ${why}`}`));
    });
    child.stdin.on('error', () => {}); // a command that ignores stdin closes the pipe early
    child.stdin.end(input);
  });
}

/**
 * An external command as a metric: one candidate per line on stdin, one score per line on stdout. Sources and
 * references are written to files the command can name with placeholders: `{src}`, `{hyp}`, `{ref1}`…`{refN}`,
 * `{refs}` (all reference files, space-separated). All items must have the same number of references.
 */
export function scorerFromCommand(command: string, name = 'command'): MaegeScorer {
  return {
    name,
    higherIsBetter: true,
    signature: makeSignature(name, { command }),
    async score(items) {
      if (items.length === 0) return [];
      const refCount = items[0]!.references.length;
      if (items.some((item) => item.references.length !== refCount)) {
        throw new GecvalInputError(`metric '${name}': the command needs the same number of references for every sentence`);
      }
      for (const item of items) {
        if (/[\n\r]/u.test(item.hypothesis) || /[\n\r]/u.test(item.source)) throw new GecvalInputError(`metric '${name}': a sentence contains a line break; cannot pass it one per line`);
      }
      const dir = userFixable(tmpdir(), 'a temporary folder', () => mkdtempSync(join(tmpdir(), 'gecval-maege-')));
      try {
        const lines = (get: (item: Segment) => string) => `${items.map(get).join('\n')}\n`;
        const files: Record<string, string> = { src: join(dir, 'source.txt'), hyp: join(dir, 'hypothesis.txt') };
        writeFileAtomic(files.src!, lines((i) => i.source), 'a temporary file (in the system temporary folder)', { durable: false });
        writeFileAtomic(files.hyp!, lines((i) => i.hypothesis), 'a temporary file (in the system temporary folder)', { durable: false });
        const refFiles = Array.from({ length: refCount }, (_, r) => {
          const file = join(dir, `reference${r + 1}.txt`);
          writeFileAtomic(file, lines((i) => i.references[r]!), 'a temporary file (in the system temporary folder)', { durable: false });
          files[`ref${r + 1}`] = file;
          return file;
        });
        files.refs = refFiles.join(' ');
        const expanded = command.replace(/\{(src|hyp|refs|ref\d+)\}/gu, (whole, key: string) => files[key] ?? whole);
        const output = (await runCommand(expanded, lines((i) => i.hypothesis), name)).split('\n');
        if (output[output.length - 1] === '') output.pop();
        if (output.length !== items.length) throw new GecvalInputError(`metric '${name}': command printed ${output.length} lines for ${items.length} sentences`);
        return output.map((line, i) => {
          const value = line.trim().toLowerCase() === 'nan' ? Number.NaN : Number(line.trim());
          if (line.trim() === '' || (Number.isNaN(value) && line.trim().toLowerCase() !== 'nan')) {
            throw new GecvalInputError(`metric '${name}': command output line ${i + 1} is not a number: '${line.slice(0, 40)}'`);
          }
          return value;
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
