/**
 * The distinct (source, candidate, references) items a MAEGE run needs scored. Chain nodes repeat across the
 * sentence-level and corpus-level analyses and across settings; each distinct item is scored once per metric.
 */
import type { Segment } from '../../metrics/metric.js';
import type { MaegePlan, SourceSetting } from './plan.js';

export interface ItemTable {
  readonly items: readonly Segment[];
  /** Per setting: item index of node k of chain c → `nodes[setting][c][k]`. */
  readonly nodes: Partial<Record<SourceSetting, readonly (readonly number[])[]>>;
  /** Per setting, per corpus draw, per model: item index of each corpus line. */
  readonly corpus: Partial<Record<SourceSetting, readonly (readonly (readonly number[])[])[]>>;
}

export function collectItems(plan: MaegePlan, references: readonly (readonly string[])[]): ItemTable {
  const items: Segment[] = [];
  const index = new Map<string, number>();
  const itemOf = (sentence: number, source: string, hypothesis: string): number => {
    const key = `${sentence}\u001f${source}\u001f${hypothesis}`;
    let i = index.get(key);
    if (i === undefined) {
      i = items.length;
      items.push({ source, hypothesis, references: references[sentence]! });
      index.set(key, i);
    }
    return i;
  };
  const nodes: ItemTable['nodes'] = {};
  const corpus: ItemTable['corpus'] = {};
  for (const setting of plan.options.settings) {
    const sources = plan.chainSources[setting]!;
    nodes[setting] = plan.chains.map((chain, c) => chain.nodes.map((node) => itemOf(chain.sentence, chain.nodes[sources[c]!]!, node)));
    corpus[setting] = plan.corpusDraws.map((draw) =>
      draw.models.map((model) => model.lines.map((line, i) => itemOf(line.sentence, draw.sources[setting]![i]!, line.text))),
    );
  }
  return { items, nodes, corpus };
}
