/**
 * Request lines of `gecval serve`, read from a byte stream with a cap on their length. Node's readline keeps a line
 * in memory however long it grows, so one endless line (a client that never sends "\n", or `cat /dev/zero`) would
 * grow the server until it dies; here a line past the cap is dropped as it arrives and reported as too long, and the
 * server answers it with an error and goes on with the next line.
 */
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

/** The largest request line: a whole CoNLL-2014 gold M2 (1.2 MB) inline many times over, far below memory limits. */
export const MAX_REQUEST_BYTES = 64 * 1024 * 1024;

export type RequestLineRead = { readonly text: string } | { readonly tooLongBytes: number };

/** Yields each line (without its "\n" or "\r\n"), or, for a line longer than `maxBytes`, how long it was. */
export async function* readRequestLines(input: Readable, maxBytes: number = MAX_REQUEST_BYTES): AsyncGenerator<RequestLineRead> {
  let parts: Buffer[] = [];
  let held = 0;
  let dropped = 0; // bytes of the current line already dropped (> 0: the line is too long)
  const finish = (): RequestLineRead => {
    const read: RequestLineRead = dropped > 0 ? { tooLongBytes: dropped + held } : { text: decodeLine(Buffer.concat(parts, held)) };
    parts = [];
    held = 0;
    dropped = 0;
    return read;
  };
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    let bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    for (let newline = bytes.indexOf(10); ; newline = bytes.indexOf(10)) {
      const piece = newline < 0 ? bytes : bytes.subarray(0, newline);
      if (dropped > 0) dropped += piece.length;
      else if (held + piece.length > maxBytes) {
        dropped = held + piece.length;
        parts = [];
        held = 0;
      } else if (piece.length > 0) {
        // copy: the stream may reuse its chunk buffers
        parts.push(Buffer.from(piece));
        held += piece.length;
      }
      if (newline < 0) break;
      yield finish();
      bytes = bytes.subarray(newline + 1);
    }
  }
  if (held > 0 || dropped > 0) yield finish();
}

function decodeLine(bytes: Buffer): string {
  const text = new StringDecoder('utf8').end(bytes);
  return text.endsWith('\r') ? text.slice(0, -1) : text;
}
