/**
 * The one container every parser model file and training checkpoint is stored in (docs/parser.md, "Model files"),
 * gzip-compressed (`.ucca.bin.gz`):
 *
 *   `"UCCAPRS1"` (8 bytes) | uint32 LE header length | header (UTF-8 JSON) | zero padding to 8 | blobs
 *
 * The header is the classifier's own JSON (its `kind` says which classifier reads it, see classifier-kinds.ts) plus
 * `blobs`, which lists each little-endian typed array by name, dtype, length, offset (from the start of the blob
 * area) and byte length. The container knows nothing about what the arrays mean.
 */
import { readFileSync } from 'node:fs';
import { noteInput, writeFileAtomic } from '../../core/write.js';
import { constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { GecvalInputError } from '../../core/errors.js';
import { assertRegularFile } from '../../formats/text-file.js';
import type { LabelSets } from './transition/classes.js';

export const MODEL_MAGIC = 'UCCAPRS1';

/** The header fields every parser model has, whichever classifier it is for. */
export interface ModelHeader {
  formatVersion: number;
  /** Which classifier reads the file (classifier-kinds.ts). */
  kind: string;
  labels: LabelSets;
  /** `move:label` of every class, in class order. */
  actions: string[];
  preprocess: { winkNlp: string; winkModel: string; punctuationRule: string };
  /** The recipe, seed, data checksums, curve and times of the training run. */
  training: Record<string, unknown>;
  /** Scores of the training run on the held-out sets. */
  scores?: Record<string, unknown>;
  blobs?: BlobEntry[];
}

export interface BlobEntry {
  name: string;
  dtype: string;
  length: number;
  offset: number;
  byteLength: number;
}

export type Blob = Float32Array | Uint32Array | Uint8Array | Int16Array;

const DTYPES: Record<string, new (buffer: ArrayBuffer) => Blob> = { Float32Array, Uint32Array, Uint8Array, Int16Array };

export interface ModelContainer<H extends ModelHeader = ModelHeader> {
  header: H;
  blobs: Map<string, Blob>;
}

/** The gzip level is part of a model's bytes (v1 files use 9, v2 files 6), so that retraining reproduces them. */
export function encodeContainer(header: object, blobs: ReadonlyArray<readonly [string, Blob]>, gzipLevel: number): Buffer {
  const pad8 = (n: number): number => (n + 7) & ~7;
  let offset = 0;
  const entries: BlobEntry[] = blobs.map(([name, array]) => {
    const entry = { name, dtype: array.constructor.name, length: array.length, offset, byteLength: array.byteLength };
    offset = pad8(offset + array.byteLength);
    return entry;
  });
  const json = Buffer.from(JSON.stringify({ ...header, blobs: entries }), 'utf8');
  const start = pad8(12 + json.length);
  const out = Buffer.alloc(start + offset);
  out.write(MODEL_MAGIC, 0, 'latin1');
  out.writeUInt32LE(json.length, 8);
  json.copy(out, 12);
  blobs.forEach(([, array], i) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, start + entries[i]!.offset));
  return gzipSync(out, { level: gzipLevel });
}

export function decodeContainer<H extends ModelHeader = ModelHeader>(data: Uint8Array, file?: string): ModelContainer<H> {
  let raw: Uint8Array;
  try {
    raw = data[0] === 0x1f && data[1] === 0x8b ? gunzipSync(data) : data;
  } catch (error) {
    throw new GecvalInputError(`not a gzip-compressed UCCA parser model: ${(error as Error).message}`, { file });
  }
  // Plain Uint8Array reads (no Buffer methods): the browser app hands over bytes it decompressed itself.
  if (raw.length < 12 || String.fromCharCode(...raw.subarray(0, 8)) !== MODEL_MAGIC) throw new GecvalInputError(`not a UCCA parser model (magic ${MODEL_MAGIC} missing)`, { file });
  const headerLength = new DataView(raw.buffer, raw.byteOffset, raw.byteLength).getUint32(8, true);
  const header = JSON.parse(new TextDecoder('utf-8', { ignoreBOM: true }).decode(raw.subarray(12, 12 + headerLength))) as H;
  const start = (12 + headerLength + 7) & ~7;
  const blobs = new Map<string, Blob>();
  for (const entry of header.blobs ?? []) {
    const Type = DTYPES[entry.dtype];
    if (!Type) throw new GecvalInputError(`model blob ${entry.name} has unknown dtype ${entry.dtype}`, { file });
    const begin = start + entry.offset;
    if (begin + entry.byteLength > raw.length) throw new GecvalInputError(`model blob ${entry.name} is truncated`, { file });
    blobs.set(entry.name, new Type(new Uint8Array(raw.subarray(begin, begin + entry.byteLength)).buffer));
  }
  return { header, blobs };
}

/**
 * The header of a model file without its blobs: only the start of the file is decompressed (a prefix of the gzip
 * stream, doubled until the header is in it), so reading what a signature needs does not cost loading the model.
 */
export function readModelHeader<H extends ModelHeader = ModelHeader>(path: string): H {
  assertRegularFile(path);
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch (error) {
    throw new GecvalInputError(`cannot read UCCA parser model: ${(error as Error).message}`, { file: path });
  }
  const gzipped = data[0] === 0x1f && data[1] === 0x8b;
  for (let take = 1 << 16; ; take *= 2) {
    let raw: Buffer;
    try {
      raw = gzipped ? gunzipSync(data.subarray(0, take), { finishFlush: zlibConstants.Z_SYNC_FLUSH }) : data;
    } catch (error) {
      throw new GecvalInputError(`not a gzip-compressed UCCA parser model: ${(error as Error).message}`, { file: path });
    }
    if (raw.length >= 8 && raw.toString('latin1', 0, 8) !== MODEL_MAGIC) throw new GecvalInputError(`not a UCCA parser model (magic ${MODEL_MAGIC} missing)`, { file: path });
    if (raw.length >= 12 && raw.length >= 12 + raw.readUInt32LE(8)) return JSON.parse(raw.toString('utf8', 12, 12 + raw.readUInt32LE(8))) as H;
    if (!gzipped || take >= data.length) throw new GecvalInputError('UCCA parser model is truncated (its header is cut short)', { file: path });
  }
}

/** The named blob, which must exist and have the given type. */
export function requireBlob<T extends Blob>(container: ModelContainer, name: string, type: new (buffer: ArrayBuffer) => T, file?: string): T {
  const blob = container.blobs.get(name);
  if (!(blob instanceof type)) throw new GecvalInputError(`model blob ${name} missing`, { file });
  return blob;
}

/** Writes atomically (temporary file + rename), so an interrupted write never leaves a broken model or checkpoint. */
export function writeContainer(path: string, header: object, blobs: ReadonlyArray<readonly [string, Blob]>, gzipLevel: number): void {
  writeFileAtomic(path, encodeContainer(header, blobs, gzipLevel), 'the parser model');
}

export function readContainer<H extends ModelHeader = ModelHeader>(path: string): ModelContainer<H> {
  let data: Buffer;
  assertRegularFile(path);
  try {
    data = readFileSync(path);
    noteInput(path);
  } catch (error) {
    throw new GecvalInputError(`cannot read UCCA parser model: ${(error as Error).message}`, { file: path });
  }
  return decodeContainer<H>(data, path);
}
