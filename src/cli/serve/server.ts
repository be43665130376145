/**
 * `gecval serve`'s loop: reads request lines from `input`, answers each on `output` in order, one at a time, and
 * keeps serving whatever a request holds (docs/serve.md). While a request runs, anything the library would write to
 * standard output goes to standard error instead, so that the answer stream holds answers only.
 */
import type { Readable, Writable } from 'node:stream';
import { InlineFiles } from './inline-files.js';
import { MAX_REQUEST_BYTES, readRequestLines } from './line-reader.js';
import { METHODS, type ServeContext } from './methods.js';
import { Params } from './params.js';
import { ProtocolError, answer, errorBody, parseLine, readRequest, type RequestId } from './protocol.js';

export interface ServeOptions {
  readonly input: Readable;
  readonly output: Writable;
  readonly jobs: number;
}

/** Answers one request (never throws). */
async function handleRequest(value: unknown, context: ServeContext): Promise<{ answer: Record<string, unknown>; stop: boolean }> {
  let id: RequestId = null;
  try {
    const request = readRequest(value);
    id = request.id;
    const method = Object.hasOwn(METHODS, request.method) ? METHODS[request.method] : undefined;
    if (method === undefined) throw new ProtocolError(`unknown method '${request.method}'; methods: ${Object.keys(METHODS).join(', ')}`, id);
    const result = await method.run(new Params(request.params), context);
    return { answer: answer(id, { result }), stop: request.method === 'shutdown' };
  } catch (error) {
    if (error instanceof ProtocolError) id = error.id;
    return { answer: answer(id, { error: errorBody(error) }), stop: false };
  }
}

/**
 * Answers one line (never throws): a request, or a batch of them (answered in order, as one array; a `shutdown` in
 * it stops the server after the batch). `stop` is true after `shutdown`.
 */
export async function handleLine(line: string, context: ServeContext): Promise<{ text: string; stop: boolean }> {
  let parsed: ReturnType<typeof parseLine>;
  try {
    parsed = parseLine(line);
  } catch (error) {
    return { text: JSON.stringify(answer(null, { error: errorBody(error) })), stop: false };
  }
  if (!parsed.batch) {
    const one = await handleRequest(parsed.value, context);
    return { text: JSON.stringify(one.answer), stop: one.stop };
  }
  const answers: Record<string, unknown>[] = [];
  let stop = false;
  for (const value of parsed.values) {
    const one = await handleRequest(value, context);
    answers.push(one.answer);
    stop ||= one.stop;
  }
  return { text: JSON.stringify(answers), stop };
}

/** Serves until `shutdown` or the end of the input; resolves when the last answer is written. */
export async function serve(options: ServeOptions): Promise<void> {
  const files = new InlineFiles();
  const context: ServeContext = { jobs: options.jobs, files, kept: new Map() };
  const stdout = process.stdout;
  const realWrite = stdout.write;
  // Library code that prints (a stray console.log) would corrupt the answer stream: send it to stderr.
  const toStderr = ((chunk: unknown, ...rest: unknown[]) => (process.stderr.write as (...a: unknown[]) => boolean)(chunk, ...rest)) as typeof stdout.write;
  const writeAnswer = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const write = options.output === stdout ? realWrite.bind(stdout) : options.output.write.bind(options.output);
      write(`${text}\n`, (error?: Error | null) => (error ? reject(error) : resolve()));
    });
  for await (const read of readRequestLines(options.input)) {
    let reply: { text: string; stop: boolean };
    if ('tooLongBytes' in read) {
      const message = `a request line of ${read.tooLongBytes} bytes is longer than the ${MAX_REQUEST_BYTES} bytes a request may hold: send the work in smaller requests or batches`;
      reply = { text: JSON.stringify(answer(null, { error: errorBody(new ProtocolError(message)) })), stop: false };
    } else {
      if (read.text.trim() === '') continue;
      if (options.output === stdout) stdout.write = toStderr;
      try {
        reply = await handleLine(read.text, context);
      } finally {
        if (options.output === stdout) stdout.write = realWrite;
      }
    }
    await writeAnswer(reply.text);
    if (reply.stop) break;
  }
}
