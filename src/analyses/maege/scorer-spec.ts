/**
 * A serialisable description of a scorer, so worker threads can rebuild the same scorer: a registry metric (with
 * MAEGE's variant options), a user module, or an external command (commands run in the main thread only).
 */
import type { MaegeScorer } from './metrics.js';
import { scorerFromCommand, scorerFromModule } from './metrics.js';
import { registryScorer } from './registry-adapter.js';

export type ScorerSpec =
  | { readonly kind: 'registry'; readonly name: string; readonly options?: Record<string, unknown> }
  | { readonly kind: 'module'; readonly path: string }
  | { readonly kind: 'command'; readonly command: string; readonly name: string };

export function specKey(spec: ScorerSpec): string {
  return JSON.stringify(spec);
}

/** Whether the scorer can run in worker threads (commands already run in their own process). */
export function parallelisable(spec: ScorerSpec): boolean {
  return spec.kind !== 'command';
}

export async function createScorer(spec: ScorerSpec): Promise<MaegeScorer> {
  if (spec.kind === 'module') return scorerFromModule(spec.path);
  if (spec.kind === 'command') return scorerFromCommand(spec.command, spec.name);
  return registryScorer(spec.name, spec.options);
}

/**
 * Parses a `--metrics` entry: a registry name (`gleu`), a module (`module:./my-metric.mjs` or a path ending in
 * .js/.mjs/.ts), or a command (`cmd:NAME=shell command`).
 */
export function parseScorerSpec(entry: string): ScorerSpec {
  if (entry.startsWith('cmd:')) {
    const body = entry.slice(4);
    const eq = body.indexOf('=');
    return eq > 0 ? { kind: 'command', name: body.slice(0, eq), command: body.slice(eq + 1) } : { kind: 'command', name: 'command', command: body };
  }
  if (entry.startsWith('module:')) return { kind: 'module', path: entry.slice(7) };
  if (/\.(m?js|ts)$/u.test(entry)) return { kind: 'module', path: entry };
  return { kind: 'registry', name: entry };
}
