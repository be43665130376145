/**
 * The v2 model file and checkpoints in the container of spec §3.5: `"UCCAPRS1"` | uint32 LE header length |
 * header (UTF-8 JSON) | zero padding to 8 | little-endian Float32 blobs, gzip-compressed. A model has
 * `kind: "bilstm"` and one blob `params`; a checkpoint has `kind: "bilstm-checkpoint"` and also the Adam moments
 * and the best epoch's parameters, so training resumes exactly where it stopped.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { GecvalInputError } from '../../../core/errors.js';
import type { LabelSets } from '../classes.js';
import { unpackContainer } from '../model-file.js';
import type { V2Config } from './config.js';
import type { Vocabularies } from './vocab.js';

const MAGIC = 'UCCAPRS1';
export const V2_FORMAT_VERSION = 1;

export interface V2Header {
  formatVersion: number;
  kind: 'bilstm' | 'bilstm-checkpoint';
  config: V2Config;
  vocab: Vocabularies;
  labels: LabelSets;
  actions: string[];
  sparseRows: number;
  charCount: number;
  preprocess: { winkNlp: string; winkModel: string; punctuationRule: string };
  training: Record<string, unknown>;
  scores?: Record<string, unknown>;
  blobs?: Array<{ name: string; dtype: 'Float32Array'; length: number; offset: number; byteLength: number }>;
}

export interface V2Container {
  header: V2Header;
  blobs: Map<string, Float32Array>;
}

export function encodeContainer(header: V2Header, blobs: ReadonlyArray<readonly [string, Float32Array]>): Buffer {
  const pad8 = (n: number): number => (n + 7) & ~7;
  let offset = 0;
  const entries = blobs.map(([name, array]) => {
    const entry = { name, dtype: 'Float32Array' as const, length: array.length, offset, byteLength: array.byteLength };
    offset = pad8(offset + array.byteLength);
    return entry;
  });
  const json = Buffer.from(JSON.stringify({ ...header, blobs: entries }), 'utf8');
  const start = pad8(12 + json.length);
  const out = Buffer.alloc(start + offset);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(json.length, 8);
  json.copy(out, 12);
  blobs.forEach(([, array], i) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, start + entries[i]!.offset));
  return gzipSync(out, { level: 6 });
}

export function decodeContainer(data: Buffer, file?: string): V2Container {
  const unpacked = unpackContainer(data, file);
  const { raw, blobStart: start } = unpacked;
  const header = unpacked.header as V2Header;
  if (header.formatVersion !== V2_FORMAT_VERSION || (header.kind !== 'bilstm' && header.kind !== 'bilstm-checkpoint')) {
    throw new GecvalInputError(`not a v2 (bilstm) parser model: kind ${header.kind} v${header.formatVersion}`, { file });
  }
  const blobs = new Map<string, Float32Array>();
  for (const entry of header.blobs ?? []) {
    const begin = start + entry.offset;
    if (begin + entry.byteLength > raw.length) throw new GecvalInputError(`model blob ${entry.name} is truncated`, { file });
    blobs.set(entry.name, new Float32Array(new Uint8Array(raw.subarray(begin, begin + entry.byteLength)).buffer));
  }
  return { header, blobs };
}

/** Writes atomically (temporary file + rename), so an interrupted write never leaves a broken checkpoint. */
export function writeContainer(path: string, header: V2Header, blobs: ReadonlyArray<readonly [string, Float32Array]>): void {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, encodeContainer(header, blobs));
  renameSync(tmp, path);
}

export function readContainer(path: string): V2Container {
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch (error) {
    throw new GecvalInputError(`cannot read UCCA parser model: ${(error as Error).message}`, { file: path });
  }
  return decodeContainer(data, path);
}
