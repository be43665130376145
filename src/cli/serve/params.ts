/**
 * Reading a request's `params` with one-line errors that name the parameter (`params.hypotheses[3]: …`). Every
 * method reads the keys it knows and then calls `done()`, so a misspelt key is an error, not a silently ignored
 * option.
 */
import { GecvalInputError } from '../../core/errors.js';

export class Params {
  private readonly used = new Set<string>();

  constructor(private readonly raw: Readonly<Record<string, unknown>>) {}

  private get(key: string): unknown {
    this.used.add(key);
    return this.raw[key];
  }

  has(key: string): boolean {
    return this.raw[key] !== undefined && this.raw[key] !== null;
  }

  private fail(key: string, expected: string): never {
    throw new GecvalInputError(`params.${key}: expected ${expected}`);
  }

  /** A list of sentences (one line each: no line breaks inside a sentence). */
  sentences(key: string): string[];
  sentences(key: string, optional: 'optional'): string[] | undefined;
  sentences(key: string, optional?: 'optional'): string[] | undefined {
    const value = this.get(key);
    if (value === undefined || value === null) {
      if (optional) return undefined;
      this.fail(key, 'a list of sentences (strings)');
    }
    return checkSentences(value, key);
  }

  /** Several parallel lists of sentences (e.g. references: one list per reference set). */
  sentenceLists(key: string, optional?: 'optional'): string[][] | undefined {
    const value = this.get(key);
    if (value === undefined || value === null) {
      if (optional) return undefined;
      this.fail(key, 'a list of lists of sentences');
    }
    if (!Array.isArray(value)) this.fail(key, 'a list of lists of sentences (one list per reference set)');
    return value.map((list, i) => checkSentences(list, `${key}[${i}]`));
  }

  /** A whole text (an M2 file's contents). */
  text(key: string): string;
  text(key: string, optional: 'optional'): string | undefined;
  text(key: string, optional?: 'optional'): string | undefined {
    const value = this.get(key);
    if (value === undefined || value === null) {
      if (optional) return undefined;
      this.fail(key, 'a string (the text of a file)');
    }
    if (typeof value !== 'string') this.fail(key, 'a string (the text of a file)');
    return value;
  }

  string(key: string): string | undefined {
    const value = this.get(key);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') this.fail(key, 'a string');
    return value;
  }

  /** A number, kept as the text the CLI would have been given (so the CLI's option parser checks it the same way). */
  numberText(key: string): string | undefined {
    const value = this.get(key);
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value === 'string') return value;
    this.fail(key, 'a number');
  }

  boolean(key: string): boolean | undefined {
    const value = this.get(key);
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'boolean') this.fail(key, 'true or false');
    return value;
  }

  /** `{key: value}` with string, number or boolean values, as the CLI's `-O key=value` strings. */
  options(key: string): Record<string, string> {
    const value = this.get(key);
    if (value === undefined || value === null) return {};
    if (typeof value !== 'object' || Array.isArray(value)) this.fail(key, 'an object {"option": value}');
    const out: Record<string, string> = Object.create(null) as Record<string, string>; // `-O __proto__=1` is a key like any other (and refused as unknown)
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) out[k] = String(v);
      else this.fail(`${key}.${k}`, 'a string, number or boolean');
    }
    return out;
  }

  /** Fails on a key the method did not read. */
  done(method: string): void {
    for (const key of Object.keys(this.raw)) {
      if (!this.used.has(key)) throw new GecvalInputError(`params.${key}: unknown parameter of '${method}' (see docs/serve.md)`);
    }
  }
}

function checkSentences(value: unknown, key: string): string[] {
  if (!Array.isArray(value)) throw new GecvalInputError(`params.${key}: expected a list of sentences (strings)`);
  value.forEach((item, i) => {
    if (typeof item !== 'string') throw new GecvalInputError(`params.${key}[${i}]: expected a sentence (a string), got ${item === null ? 'null' : typeof item}`);
    // A line break would make one sentence two lines of the file the command reads: a silently shifted pairing.
    if (/[\n\r]/u.test(item)) throw new GecvalInputError(`params.${key}[${i}]: a sentence may not contain a line break`);
  });
  return value as string[];
}
