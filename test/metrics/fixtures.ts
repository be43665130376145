/** Numbers produced by the original tools (see test/fixtures/metrics/README.md). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { conllBn10, jflegDev } from './data.js';

export function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(`../fixtures/metrics/${name}`, import.meta.url)), 'utf8')) as T;
}

export const DATASETS = { 'jfleg-dev': jflegDev, 'conll14-bn10': conllBn10 } as const;
export type DatasetName = keyof typeof DATASETS;

export function closeTo(actual: number, expected: number, tolerance: number): boolean {
  return Math.abs(actual - expected) <= tolerance;
}

/** Index of the first sentence whose value differs by more than `tolerance`, or -1. */
export function firstMismatch(actual: readonly number[], expected: readonly number[], tolerance: number): number {
  if (actual.length !== expected.length) return Math.min(actual.length, expected.length);
  return actual.findIndex((a, i) => !closeTo(a, expected[i]!, tolerance));
}
