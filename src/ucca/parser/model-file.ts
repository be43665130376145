/**
 * The model container of ucca-parser spec §3.5, gzip-compressed (`.ucca.bin.gz`):
 * `"UCCAPRS1"` (8 bytes) | uint32 LE header length | header (UTF-8 JSON) | zero padding to 8 | blobs.
 * The header carries the format version, labels, action classes, feature set and hash seed, the wink versions,
 * the training recipe (seed, data checksums, epochs, best epoch, times) and the scores of the training run;
 * `blobs` lists each little-endian typed array by name, dtype, length and offset (from the start of the blob area).
 */
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { GecvalInputError } from '../../core/errors.js';
import type { LabelSets } from './classes.js';
import { SparseWeights } from './perceptron.js';

export const MODEL_MAGIC = 'UCCAPRS1';
export const MODEL_FORMAT_VERSION = 1;

export interface ModelHeader {
  formatVersion: number;
  kind: 'perceptron';
  featureSet: string;
  hashSeed: number;
  labels: LabelSets;
  actions: string[];
  preprocess: { winkNlp: string; winkModel: string; punctuationRule: string };
  training: Record<string, unknown>;
  scores: Record<string, unknown>;
  blobs?: Array<{ name: string; dtype: string; length: number; offset: number; byteLength: number }>;
}

export interface PerceptronModel {
  header: ModelHeader;
  weights: SparseWeights;
}

type Blob = Uint32Array | Uint8Array | Int16Array;

export function encodeModel(model: PerceptronModel): Buffer {
  const w = model.weights;
  const blobs: Array<[string, Blob]> = [['keys', w.keys], ['offsets', w.offsets], ['classIds', w.classIds], ['weights', w.weights]];
  const pad8 = (n: number): number => (n + 7) & ~7;
  let offset = 0;
  const entries = blobs.map(([name, array]) => {
    const entry = { name, dtype: array.constructor.name, length: array.length, offset, byteLength: array.byteLength };
    offset = pad8(offset + array.byteLength);
    return entry;
  });
  const header = Buffer.from(JSON.stringify({ ...model.header, blobs: entries }), 'utf8');
  const start = pad8(12 + header.length);
  const out = Buffer.alloc(start + offset);
  out.write(MODEL_MAGIC, 0, 'latin1');
  out.writeUInt32LE(header.length, 8);
  header.copy(out, 12);
  blobs.forEach(([, array], i) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, start + entries[i]!.offset));
  return gzipSync(out, { level: 9 });
}

/** The gunzipped container (v1 and v2 share it): its parsed header and where the blob area starts. */
export function unpackContainer(data: Buffer, file?: string): { header: unknown; raw: Buffer; blobStart: number } {
  let raw: Buffer;
  try {
    raw = data[0] === 0x1f && data[1] === 0x8b ? gunzipSync(data) : data;
  } catch (error) {
    throw new GecvalInputError(`not a gzip-compressed UCCA parser model: ${(error as Error).message}`, { file });
  }
  if (raw.length < 12 || raw.toString('latin1', 0, 8) !== MODEL_MAGIC) throw new GecvalInputError(`not a UCCA parser model (magic ${MODEL_MAGIC} missing)`, { file });
  const headerLength = raw.readUInt32LE(8);
  return { header: JSON.parse(raw.toString('utf8', 12, 12 + headerLength)), raw, blobStart: (12 + headerLength + 7) & ~7 };
}

export function decodeModel(data: Buffer, file?: string): PerceptronModel {
  const unpacked = unpackContainer(data, file);
  const { raw, blobStart: start } = unpacked;
  const header = unpacked.header as ModelHeader;
  if (header.formatVersion !== MODEL_FORMAT_VERSION || header.kind !== 'perceptron') {
    throw new GecvalInputError(`unsupported model format ${header.kind} v${header.formatVersion}`, { file });
  }
  const blob = (name: string): ArrayBuffer => {
    const entry = header.blobs?.find((b) => b.name === name);
    if (!entry) throw new GecvalInputError(`model blob ${name} missing`, { file });
    const begin = start + entry.offset;
    return new Uint8Array(raw.subarray(begin, begin + entry.byteLength)).buffer;
  };
  const weights = new SparseWeights(
    new Uint32Array(blob('keys')),
    new Uint32Array(blob('offsets')),
    new Uint8Array(blob('classIds')),
    new Int16Array(blob('weights')),
    header.actions.length,
  );
  return { header, weights };
}

export function saveModel(path: string, model: PerceptronModel): void {
  writeFileSync(path, encodeModel(model));
}

export function loadModel(path: string): PerceptronModel {
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch (error) {
    throw new GecvalInputError(`cannot read UCCA parser model: ${(error as Error).message}`, { file: path });
  }
  return decodeModel(data, path);
}

/**
 * The `kind` in a parser model file's header (`perceptron` for v1, `bilstm` / `bilstm-checkpoint` for v2), so a
 * caller can pick the loader. Only the start of the file is inflated: the kind is the header's second field.
 */
export function modelKind(file: string): string {
  let head: Buffer;
  try {
    const data = readFileSync(file);
    head = data[0] === 0x1f && data[1] === 0x8b ? gunzipSync(data.subarray(0, 4096), { finishFlush: constants.Z_SYNC_FLUSH }) : data;
  } catch (error) {
    throw new GecvalInputError(`cannot read UCCA parser model: ${(error as Error).message}`, { file });
  }
  if (head.length < 12 || head.toString('latin1', 0, 8) !== MODEL_MAGIC) throw new GecvalInputError(`not a UCCA parser model (magic ${MODEL_MAGIC} missing)`, { file });
  return /"kind":"([^"]*)"/.exec(head.toString('utf8', 12, Math.min(head.length, 1024)))?.[1] ?? 'unknown';
}
