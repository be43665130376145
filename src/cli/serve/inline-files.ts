/**
 * Sentences that a request carries inline become the files the command line would read, in a private folder of the
 * server's, so that a request runs through exactly the library calls (and input checks) of the command: the answer's
 * numbers and signatures are the command's for the same lines. Each request gets a fresh sub-folder, removed after
 * it; errors and warnings name the request's parameter (`hypotheses:3: …`) instead of the temporary path.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GecvalInputError, isInputError } from '../../core/errors.js';
import type { InputWarning } from '../../metrics/metric.js';

export interface RequestFiles {
  /** Writes sentences as a file of one per line, named after the parameter; returns its path. */
  lines(name: string, sentences: readonly string[]): string;
  /** Writes a text (an M2 file's contents) as it is; returns its path. */
  text(name: string, text: string): string;
  /** A file's parameter name for a path in this request's folder (for warnings). */
  label(path: string): string;
  /** A folder inside this request's folder (removed with it). */
  folder(name: string): string;
}

export class InlineFiles {
  private readonly root: string;
  private counter = 0;

  constructor() {
    this.root = mkdtempSync(join(tmpdir(), 'gecval-serve-'));
  }

  /** Runs `fn` with a fresh folder for its files; rewrites the folder's paths out of errors; removes the folder. */
  async run<T>(fn: (files: RequestFiles) => Promise<T> | T): Promise<T> {
    const dir = join(this.root, String(++this.counter));
    mkdirSync(dir);
    const prefix = `${dir}/`;
    const label = (text: string) => text.split(prefix).join('');
    const files: RequestFiles = {
      lines: (name, sentences) => {
        const path = join(dir, name);
        writeFileSync(path, sentences.map((s) => `${s}\n`).join(''));
        return path;
      },
      text: (name, text) => {
        const path = join(dir, name);
        writeFileSync(path, text);
        return path;
      },
      label,
      folder: (name) => join(dir, name),
    };
    try {
      return await fn(files);
    } catch (error) {
      if (isInputError(error)) {
        const input = error as GecvalInputError;
        throw new GecvalInputError(label(input.message), {
          ...(input.file === undefined ? {} : { file: label(input.file) }),
          ...(input.line === undefined ? {} : { line: input.line }),
        });
      }
      throw error;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Warnings with the request's parameter names for file names. */
  static labelWarnings(warnings: readonly InputWarning[] | undefined, files: RequestFiles): InputWarning[] {
    return (warnings ?? []).map((w) => ({ ...w, file: files.label(w.file), message: files.label(w.message) }));
  }

  close(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}
