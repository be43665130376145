import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { countDistinct, type GrammarChecker } from './checker.js';

/**
 * The default, embedded checker: Harper (harper.js, a Rust grammar checker compiled to WebAssembly), which
 * runs offline in Node in about 10 ms per sentence after a ~2.5 s start. It is not LanguageTool: its rules
 * and counts differ, so LT numbers from the papers are not reproduced with it (use `LanguageToolChecker`).
 */
export interface HarperOptions {
  /** Lint kinds not counted. Tokenized text puts a space before every punctuation mark, which Harper
   *  reports as `Formatting`; those are artefacts of tokenization, not errors of the writer. */
  readonly ignoreKinds: readonly string[];
  readonly dialect: 'american' | 'british';
}

export const DEFAULT_HARPER_OPTIONS: HarperOptions = { ignoreKinds: ['Formatting'], dialect: 'american' };

interface HarperLint {
  lint_kind(): string;
}
interface HarperLinter {
  setup(): Promise<void>;
  lint(text: string, options?: { language?: 'plaintext' }): Promise<HarperLint[]>;
  dispose?(): void;
}

/**
 * The browser app's Harper (src/web/worker.ts): the WebAssembly binary's URL on the page's own origin, and the
 * version of the harper.js it came from (fixed when the app is built), given before the metric runs. With it the
 * checker loads harper.js's code (bundled) and the binary from that URL instead of the 21 MB inlined module, and
 * reads no file; the numbers and the signature are the command line's (same harper.js, same binary).
 */
let providedBinary: { readonly url: string; readonly version: string } | undefined;

export function provideHarperBinary(url: string, version: string): void {
  providedBinary = { url, version };
}

/**
 * harper.js is an optional peer dependency (≈ 70 MB of WebAssembly, needed by this one metric only), so
 * `npm install gecval` stays light. A checkout's `npm ci` has it (dev dependency); elsewhere the metric says how
 * to get it instead of failing with a module-resolution stack trace.
 */
export function assertHarperInstalled(): void {
  if (providedBinary !== undefined) return;
  try {
    import.meta.resolve('harper.js');
  } catch {
    throw new GecvalInputError(
      "the grammaticality metric's embedded checker needs the optional package harper.js: run `npm install harper.js` " +
        '(≈ 70 MB), or use a LanguageTool server (ltUrl=URL) or precomputed counts (counts=FILE)',
    );
  }
}

export function harperVersion(): string {
  if (providedBinary !== undefined) return providedBinary.version;
  try {
    const entry = fileURLToPath(import.meta.resolve('harper.js'));
    const pkg = JSON.parse(readFileSync(new URL('../package.json', `file://${entry}`), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export class HarperChecker implements GrammarChecker {
  readonly id: string;
  /** The id names harper.js's version, the dialect and the ignored kinds: all that decides a count. */
  get cacheKey(): string {
    return this.id;
  }
  private readonly options: HarperOptions;
  private linter: Promise<HarperLinter> | undefined;

  constructor(options: Partial<HarperOptions> = {}) {
    assertHarperInstalled();
    this.options = { ...DEFAULT_HARPER_OPTIONS, ...options };
    const ignored = this.options.ignoreKinds.length === 0 ? 'none' : [...this.options.ignoreKinds].sort().join('+');
    this.id = `harper-${harperVersion()}-${this.options.dialect}-ignore:${ignored}`;
  }

  /** Loads the WebAssembly module on first use, so constructing a checker costs nothing. */
  private load(): Promise<HarperLinter> {
    this.linter ??= (async () => {
      const harper = await import('harper.js');
      // the 'full' glue, as binaryInlined uses it (the page's URL names no harper_wasm_bg.wasm, so nothing else is fetched)
      const binary = providedBinary === undefined ? (await import('harper.js/binaryInlined')).binaryInlined : harper.createBinaryModuleFromUrl(providedBinary.url, 'full');
      const linter = new harper.LocalLinter({
        binary,
        dialect: this.options.dialect === 'british' ? harper.Dialect.British : harper.Dialect.American,
      }) as unknown as HarperLinter;
      await linter.setup();
      return linter;
    })();
    return this.linter;
  }

  async countErrors(texts: readonly string[], progress?: Progress): Promise<number[]> {
    const linter = await this.load();
    const ignored = new Set(this.options.ignoreKinds);
    return countDistinct(
      texts,
      async (text) => (await linter.lint(text, { language: 'plaintext' })).filter((lint) => !ignored.has(lint.lint_kind())).length,
      progress,
    );
  }

  /** Every lint kind Harper reports for each text, ignored kinds included (to inspect what is counted). */
  async lintKinds(texts: readonly string[]): Promise<string[][]> {
    const linter = await this.load();
    const out: string[][] = [];
    for (const text of texts) out.push((await linter.lint(text, { language: 'plaintext' })).map((lint) => lint.lint_kind()));
    return out;
  }

  async close(): Promise<void> {
    if (this.linter === undefined) return;
    const linter = await this.linter;
    linter.dispose?.();
    this.linter = undefined;
  }
}
