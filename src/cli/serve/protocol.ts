/**
 * The wire format of `gecval serve` (docs/serve.md): one JSON value per line each way. A request is
 * `{"id", "method", "params"}`; its answer is `{"id", "result"}` or `{"id", "error": {"message", "kind", …}}`, in
 * the order the requests came; a batch (an array of requests on one line) is answered by an array on one line. `PROTOCOL_VERSION` changes when a request or answer that worked before changes
 * meaning; new methods and new optional params do not change it.
 */
import { GecvalInputError, isInputError } from '../../core/errors.js';
import { checkJsonDepth } from '../../formats/json-text.js';

export const PROTOCOL_VERSION = 1;

/** A request id as the client sent it: a string, a number, or null when the line gave none that could be read. */
export type RequestId = string | number | null;

export interface Request {
  readonly id: RequestId;
  readonly method: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * `input`: the request or its data is wrong (gecval's one-line message, as the CLI prints it after `gecval: error: `);
 * `protocol`: the line is not a request (bad JSON, no method); `internal`: a bug in gecval (please report it).
 */
export type ErrorKind = 'input' | 'protocol' | 'internal';

export interface ErrorBody {
  readonly message: string;
  readonly kind: ErrorKind;
  readonly file?: string;
  readonly line?: number;
}

/** A line that is not a request: answered with `kind: "protocol"` and the id, when one could be read. */
export class ProtocolError extends Error {
  constructor(
    message: string,
    readonly id: RequestId = null,
  ) {
    super(message);
  }
}

const MAX_ID_LENGTH = 200;

function readId(value: unknown): RequestId | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && value.length <= MAX_ID_LENGTH) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}

/** A request line: one request (an object), or a batch (a non-empty array of requests, answered by an array). */
export type RequestLine = { readonly batch: false; readonly value: unknown } | { readonly batch: true; readonly values: readonly unknown[] };

/** Reads a line's JSON; a ProtocolError when it is not JSON or an empty batch. */
export function parseLine(line: string): RequestLine {
  let value: unknown;
  try {
    checkJsonDepth(line);
    value = JSON.parse(line);
  } catch (error) {
    throw new ProtocolError(isInputError(error) ? (error as Error).message : `not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(value)) return { batch: false, value };
  if (value.length === 0) throw new ProtocolError('an empty batch: a batch is a non-empty array of requests');
  return { batch: true, values: value };
}

/** One request (parsed JSON) → the request, or a ProtocolError saying what is wrong with it. */
export function readRequest(value: unknown): Request {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ProtocolError('a request is a JSON object {"id", "method", "params"}');
  const record = value as Record<string, unknown>;
  const id = readId(record.id);
  if (id === undefined) throw new ProtocolError(`"id" must be a string (at most ${MAX_ID_LENGTH} characters), a finite number or null`);
  for (const key of Object.keys(record)) {
    if (key !== 'id' && key !== 'method' && key !== 'params') throw new ProtocolError(`unknown request field '${key}' (a request has "id", "method" and "params")`, id);
  }
  if (typeof record.method !== 'string') throw new ProtocolError('"method" must be a string (see the "hello" method for the list)', id);
  const params = record.params ?? {};
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new ProtocolError('"params" must be a JSON object', id);
  return { id, method: record.method, params: params as Record<string, unknown> };
}

/** The error part of an answer: gecval's one-line message (never a stack trace), with the place when there is one. */
export function errorBody(error: unknown): ErrorBody {
  const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/gu, ' ');
  if (isInputError(error)) {
    const input = error as GecvalInputError;
    return {
      message: oneLine(input.format()),
      kind: 'input',
      ...(input.file === undefined ? {} : { file: input.file }),
      ...(input.line === undefined ? {} : { line: input.line }),
    };
  }
  if (error instanceof ProtocolError) return { message: oneLine(error.message), kind: 'protocol' };
  const message = error instanceof Error ? error.message : String(error);
  return { message: oneLine(`internal error (please report it): ${message}`), kind: 'internal' };
}

/** One answer (a line, or an element of a batch's answer). */
export function answer(id: RequestId, outcome: { result: unknown } | { error: ErrorBody }): Record<string, unknown> {
  return { id, ...outcome };
}
