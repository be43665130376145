/**
 * Errors a user can fix (bad input files, bad options). The CLI prints them as one line
 * `gecval: error: FILE:LINE: message` and exits non-zero; anything else is a bug and keeps its stack.
 */
export interface InputLocation {
  readonly file?: string;
  /** 1-based line number */
  readonly line?: number;
}

export class GecvalInputError extends Error {
  readonly file?: string;
  readonly line?: number;

  constructor(message: string, location: InputLocation = {}) {
    super(message);
    this.name = 'GecvalInputError';
    this.file = location.file;
    this.line = location.line;
  }

  /** `FILE:LINE: message`, the form compilers use, so editors can jump to the spot. */
  format(): string {
    const where = this.file === undefined ? '' : this.line === undefined ? `${this.file}: ` : `${this.file}:${this.line}: `;
    return `${where}${this.message}`;
  }
}

export function isInputError(error: unknown): error is GecvalInputError {
  return error instanceof GecvalInputError;
}
