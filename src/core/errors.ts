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

/**
 * Text for one line on a terminal: line breaks (and the blanks around them) become one space, and every other
 * control character (ESC of a terminal escape sequence in a file name, a bell, C1 controls) is written as `\xNN`,
 * so a hostile or odd file name can neither break the one-line form nor recolour, retitle or clear the terminal.
 */
export function oneLineSafe(text: string): string {
  return text.replace(/\s*[\r\n\u2028\u2029]+\s*/gu, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/gu, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
