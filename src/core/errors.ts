/**
 * Errors a user can fix (bad input files, bad options). The CLI prints them as one line
 * `gecval: error: FILE:LINE: message` and exits non-zero; anything else is a bug and keeps its stack.
 */
export interface InputLocation {
  readonly file?: string;
  /** 1-based line number */
  readonly line?: number;
}

/**
 * A process can hold two copies of this class: the bundled CLI (dist/bin) and the unbundled modules that worker
 * threads and `import 'gecval'` load (dist/). A registry-wide symbol marks instances of either copy.
 */
const INPUT_ERROR = Symbol.for('gecval.inputError');

export class GecvalInputError extends Error {
  readonly file?: string;
  readonly line?: number;
  readonly [INPUT_ERROR] = true;

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
  return error instanceof GecvalInputError || (typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[INPUT_ERROR] === true);
}
