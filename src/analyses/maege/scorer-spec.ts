/**
 * A serialisable description of a scorer, so worker threads can rebuild the same scorer: a registry metric (with
 * MAEGE's variant options), a user module, or an external command (commands run in the main thread only).
 */
import { GecvalInputError } from '../../core/errors.js';
import { listMetrics } from '../../metrics/registry.js';
import type { MaegeScorer } from './metrics.js';
import { scorerFromCommand, scorerFromModule } from './metrics.js';
import { maegeMetrics, registryScorer } from './registry-adapter.js';

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
 * Every name `--metrics` accepts for a built-in metric, mapped to the MAEGE metric it runs: MAEGE names and their
 * aliases, then the registry's names and aliases of metrics that have a MAEGE preset (`maxmatch` → m2; a registry
 * entry with several presets runs the preset of its own name, else its first).
 */
export function acceptedMetricNames(): Map<string, string> {
  const accepted = new Map<string, string>();
  for (const m of maegeMetrics()) accepted.set(m.name, m.name);
  for (const m of maegeMetrics()) for (const alias of m.aliases) if (!accepted.has(alias)) accepted.set(alias, m.name);
  for (const entry of listMetrics()) {
    const presets = entry.maege ?? [];
    if (presets.length === 0) continue;
    const target = (presets.find((p) => p.name === entry.name) ?? presets[0]!).name;
    for (const name of [entry.name, ...(entry.aliases ?? [])]) if (!accepted.has(name.toLowerCase())) accepted.set(name.toLowerCase(), target);
  }
  return accepted;
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
  const accepted = acceptedMetricNames();
  const name = accepted.get(entry.toLowerCase());
  if (name === undefined) {
    const key = entry.toLowerCase();
    const registered = listMetrics().some((m) => m.name === key || (m.aliases ?? []).includes(key));
    const what = registered ? `metric '${entry}' has no MAEGE form` : `unknown MAEGE metric '${entry}'`;
    throw new GecvalInputError(`${what}; accepted: ${[...accepted.keys()].join(', ')}, module:PATH (or a .js/.mjs/.ts path), cmd:NAME=COMMAND`);
  }
  return { kind: 'registry', name };
}
