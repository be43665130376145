/**
 * The one argument reader of bench/: Node's `util.parseArgs` wrapped once, with typed options (string, number,
 * boolean, repeatable strings), defaults, `--help` and `--quick` on every script, and a one-line error (exit 2) for an
 * unknown option or a value that is not a number.
 *
 *   const opts = benchArgs({
 *     usage: 'node --import tsx bench/m2/run.ts [options]',
 *     summary: 'M² scorer speed against the original',
 *     options: { runs: { type: 'number', default: 5, quickDefault: 1, description: 'timed runs per side' } },
 *   });
 *   opts.runs; // number
 *
 * `bench/all.ts` forwards its own arguments to every bench it runs; it sets GECVAL_BENCH_FORWARDED=1 so that a bench
 * ignores the forwarded options it does not declare instead of refusing them.
 */
import { parseArgs } from 'node:util';

export type BenchOption =
  | { readonly type: 'string'; readonly default?: string; readonly quickDefault?: string; readonly short?: string; readonly description: string }
  | { readonly type: 'number'; readonly default?: number; readonly quickDefault?: number; readonly short?: string; readonly description: string }
  | { readonly type: 'boolean'; readonly short?: string; readonly description: string }
  | { readonly type: 'strings'; readonly short?: string; readonly description: string };

type ValueOf<O extends BenchOption> = O extends { type: 'boolean' }
  ? boolean
  : O extends { type: 'strings' }
    ? string[]
    : O extends { type: 'number'; default: number }
      ? number
      : O extends { type: 'number' }
        ? number | undefined
        : O extends { default: string }
          ? string
          : string | undefined;

export type BenchValues<O extends Record<string, BenchOption>> = { readonly [K in keyof O]: ValueOf<O[K]> } & {
  /** `--quick`: smaller inputs and fewer runs (a smoke test). */
  readonly quick: boolean;
  /** Words after the options (file names, team names…), for the scripts that declare `positionals`. */
  readonly positionals: readonly string[];
};

export interface BenchSpec<O extends Record<string, BenchOption>> {
  /** How to call the script, e.g. `node --import tsx bench/m2/run.ts [options]`. */
  readonly usage: string;
  /** One line: what the script measures. */
  readonly summary: string;
  readonly options: O;
  /** What the positional arguments are (e.g. `[TEAM…]`); without it, positional arguments are refused. */
  readonly positionals?: string;
}

/** The help text of a bench script (what `--help` prints). */
export function benchHelp(spec: BenchSpec<Record<string, BenchOption>>): string {
  const rows: [string, string][] = Object.entries(spec.options).map(([name, o]) => {
    const value = o.type === 'boolean' ? '' : o.type === 'number' ? ' N' : ' VALUE';
    const flag = `${o.short ? `-${o.short}, ` : ''}--${name}${value}${o.type === 'strings' ? ' (repeatable)' : ''}`;
    const dflt = 'default' in o && o.default !== undefined ? ` (default ${o.default}${'quickDefault' in o && o.quickDefault !== undefined ? `; ${o.quickDefault} with --quick` : ''})` : '';
    return [flag, `${o.description}${dflt}`];
  });
  rows.push(['--quick', 'smaller inputs and fewer runs (a smoke test), where the script has them'], ['-h, --help', 'this help']);
  const width = Math.max(...rows.map(([f]) => f.length));
  return [`${spec.summary}\n`, `usage: ${spec.usage}${spec.positionals ? ` ${spec.positionals}` : ''}\n`, 'options:', ...rows.map(([f, d]) => `  ${f.padEnd(width)}  ${d}`)].join('\n') + '\n';
}

function fail(message: string): never {
  process.stderr.write(`bench: error: ${message} (--help lists the options)\n`);
  process.exit(2);
}

/** Reads `argv` (default: the process' arguments) against `spec`; prints the help and exits on `--help`. */
export function benchArgs<const O extends Record<string, BenchOption>>(spec: BenchSpec<O>, argv: readonly string[] = process.argv.slice(2)): BenchValues<O> {
  const forwarded = process.env.GECVAL_BENCH_FORWARDED === '1';
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }> = {
    quick: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  };
  for (const [name, o] of Object.entries(spec.options)) {
    options[name] = { type: o.type === 'boolean' ? 'boolean' : 'string', ...(o.type === 'strings' ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) };
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...argv], options, strict: !forwarded, allowPositionals: forwarded || spec.positionals !== undefined, tokens: true });
  } catch (e) {
    fail((e as Error).message.split('\n')[0]!);
  }
  const raw = parsed.values as Record<string, string | boolean | string[] | undefined>;
  if (raw.help === true) {
    process.stdout.write(benchHelp(spec));
    process.exit(0);
  }
  const quick = raw.quick === true;
  // A forwarded option this script does not declare is dropped with the word after it (its value, e.g. `--runs 1`).
  const positionals = forwarded ? forwardedPositionals(parsed.tokens ?? [], options) : parsed.positionals;
  const values: Record<string, unknown> = { quick, positionals: spec.positionals !== undefined ? positionals : [] };
  for (const [name, o] of Object.entries(spec.options)) {
    const given = raw[name];
    if (o.type === 'boolean') values[name] = given === true;
    else if (o.type === 'strings') values[name] = Array.isArray(given) ? given : [];
    else {
      const fallback = quick && o.quickDefault !== undefined ? o.quickDefault : o.default;
      if (typeof given !== 'string') values[name] = fallback;
      else if (o.type === 'number') {
        const n = Number(given);
        if (given.trim() === '' || !Number.isFinite(n)) fail(`--${name} takes a number, got '${given}'`);
        values[name] = n;
      } else values[name] = given;
    }
  }
  return values as BenchValues<O>;
}

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];

/** The positional arguments, less the word right after an undeclared option (taken as that option's value). */
function forwardedPositionals(tokens: readonly Token[], declared: Readonly<Record<string, unknown>>): string[] {
  const kept: string[] = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'positional') return;
    const before = tokens[i - 1];
    if (before?.kind === 'option' && !(before.name in declared) && before.value === undefined && before.index === t.index - 1) return;
    kept.push(t.value);
  });
  return kept;
}
