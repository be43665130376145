import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { countDistinct, type GrammarChecker } from './checker.js';

/**
 * A client for a LanguageTool server's HTTP API (`POST /v2/check`, form fields `text` and `language`, JSON
 * answer with a `matches` array); #errors = number of matches, as the MAEGE paper counted LanguageTool 3.7's
 * JSON output. Start a server with `java -cp languagetool-server.jar org.languagetool.server.HTTPServer`.
 */
export interface LanguageToolOptions {
  /** Server root, e.g. `http://localhost:8081`. */
  readonly url: string;
  readonly language: string;
  /** Requests in flight at once. */
  readonly concurrency: number;
}

export const DEFAULT_LANGUAGETOOL_OPTIONS: Omit<LanguageToolOptions, 'url'> = { language: 'en-US', concurrency: 4 };

export class LanguageToolChecker implements GrammarChecker {
  readonly id: string;
  private readonly options: LanguageToolOptions;
  private readonly endpoint: string;

  constructor(options: Partial<LanguageToolOptions> & Pick<LanguageToolOptions, 'url'>) {
    this.options = { ...DEFAULT_LANGUAGETOOL_OPTIONS, ...options };
    let root: URL;
    try {
      root = new URL(this.options.url);
    } catch {
      throw new GecvalInputError(`--lt-url expects an http(s) URL, got '${this.options.url}'`);
    }
    this.endpoint = new URL('v2/check', root.href.endsWith('/') ? root.href : `${root.href}/`).href;
    this.id = `languagetool-${this.options.language}`;
  }

  private async check(text: string): Promise<number> {
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ text, language: this.options.language }).toString(),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new GecvalInputError(`cannot reach the LanguageTool server at ${this.endpoint} (${cause})`);
    }
    const body = await response.text();
    if (!response.ok) throw new GecvalInputError(`LanguageTool server at ${this.endpoint} answered HTTP ${response.status}: ${body.slice(0, 200)}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new GecvalInputError(`LanguageTool server at ${this.endpoint} did not answer JSON: ${body.slice(0, 200)}`);
    }
    const matches = (parsed as { matches?: unknown }).matches;
    if (!Array.isArray(matches)) throw new GecvalInputError(`LanguageTool answer from ${this.endpoint} has no 'matches' array`);
    return matches.length;
  }

  countErrors(texts: readonly string[], progress?: Progress): Promise<number[]> {
    return countDistinct(texts, (text) => this.check(text), progress, this.options.concurrency);
  }
}
