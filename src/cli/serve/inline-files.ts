/**
 * Sentences that a request carries inline become the files the command line would read, so that a request runs
 * through exactly the library calls (and input checks) of the command: the answer's numbers and signatures are the
 * command's for the same lines. The files live in memory (`withMemoryFiles`, src/formats/text-file.ts) under names
 * unique to the request; errors and warnings name the request's parameter (`hypotheses:3: …`) instead.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GecvalInputError, isInputError } from '../../core/errors.js';
import { withMemoryFiles } from '../../formats/text-file.js';
import type { InputWarning } from '../../metrics/metric.js';

export interface RequestFiles {
  /** Sentences as a file of one per line, named after the parameter; returns its path. */
  lines(name: string, sentences: readonly string[]): string;
  /** A text (an M2 file's contents) as it is; returns its path. */
  text(name: string, text: string): string;
  /** The parameter names for this request's paths in a message. */
  label(text: string): string;
}

export class InlineFiles {
  private readonly root = join(tmpdir(), `gecval-serve-${process.pid}`);
  private counter = 0;

  /** Runs `fn` with the files it makes readable; rewrites their paths out of errors. */
  async run<T>(fn: (files: RequestFiles) => Promise<T> | T): Promise<T> {
    const prefix = `${join(this.root, String(++this.counter))}/`;
    const label = (text: string) => text.split(prefix).join('');
    const memory = new Map<string, Uint8Array>();
    const put = (name: string, text: string) => {
      const path = `${prefix}${name}`;
      memory.set(path, Buffer.from(text, 'utf8'));
      return path;
    };
    const files: RequestFiles = {
      lines: (name, sentences) => put(name, sentences.map((s) => `${s}\n`).join('')),
      text: put,
      label,
    };
    try {
      return await withMemoryFiles(memory, () => fn(files));
    } catch (error) {
      if (isInputError(error)) {
        const input = error as GecvalInputError;
        throw new GecvalInputError(label(input.message), {
          ...(input.file === undefined ? {} : { file: label(input.file) }),
          ...(input.line === undefined ? {} : { line: input.line }),
        });
      }
      throw error;
    }
  }

  /** Warnings with the request's parameter names for file names. */
  static labelWarnings(warnings: readonly InputWarning[] | undefined, files: RequestFiles): InputWarning[] {
    return (warnings ?? []).map((w) => ({ ...w, file: files.label(w.file), message: files.label(w.message) }));
  }
}
