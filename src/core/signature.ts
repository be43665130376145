import { VERSION } from './version.js';

/**
 * A sacrebleu-style signature: `name|key:value|...|version:X`. Keys keep the order given so that
 * signatures of the same metric line up when printed one under another.
 */
export type SignatureValue = string | number | boolean | undefined | null;

export function makeSignature(name: string, fields: Record<string, SignatureValue> = {}): string {
  const parts = [name];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    parts.push(`${key}:${typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)}`);
  }
  parts.push(`version:${VERSION}`);
  return parts.join('|');
}

/** Reads a signature back into its fields (for reports that group numbers by their settings). */
export function parseSignature(signature: string): { name: string; fields: Record<string, string> } {
  const [name = '', ...rest] = signature.split('|');
  const fields: Record<string, string> = {};
  for (const part of rest) {
    const colon = part.indexOf(':');
    if (colon > 0) fields[part.slice(0, colon)] = part.slice(colon + 1);
  }
  return { name, fields };
}
