/**
 * Corpus access for training and evaluation: the sentence-level UCCA XML folders of the shared data (EWT with
 * its split lists, 20K, Wiki train/test) and the conversion of a gold graph into a parser input (gold tokens,
 * gold punctuation flags, wink attributes).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UccaGraph } from '../graph.js';
import { readUccaXmlFile } from '../xml.js';
import { decodeInputFor, type DecodeInput } from './input.js';
import { annotateTokens } from './tagger.js';
import { goldTree, type GoldTree } from './transition/gold.js';

export type CorpusSplit = 'ewt-train' | 'ewt-dev' | 'ewt-test' | '20k' | 'wiki-train' | 'wiki-test';
export const CORPUS_SPLITS: readonly CorpusSplit[] = ['ewt-train', 'ewt-dev', 'ewt-test', '20k', 'wiki-train', 'wiki-test'];

/** Sentence files of a split (sorted by id), read from `<dataDir>/ucca/...`; missing listed ids are skipped. */
export function splitFiles(dataDir: string, split: CorpusSplit): string[] {
  const [corpus, part] = split.split('-') as [string, string | undefined];
  const xmlDir = join(dataDir, 'ucca', corpus, 'xml');
  if (!part) return readdirSync(xmlDir).filter((f) => f.endsWith('.xml')).sort().map((f) => join(xmlDir, f));
  const ids = readFileSync(join(dataDir, 'ucca', corpus, `${part}.txt`), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
  return ids.map((id) => join(xmlDir, `${id}.xml`)).filter((f) => existsSync(f));
}

export function readSplit(dataDir: string, split: CorpusSplit): UccaGraph[] {
  return splitFiles(dataDir, split).map((f) => readUccaXmlFile(f));
}

export interface GoldItem extends DecodeInput {
  graph: UccaGraph;
  gold: GoldTree;
}

/** Parser input from a gold graph, for training: gold tokens and gold punctuation flags. */
export function trainingItem(graph: UccaGraph): GoldItem {
  const gold = goldTree(graph);
  return { id: graph.id, words: gold.words, punct: gold.punct, tokenTerminal: gold.tokenTerminal, attrs: annotateTokens(gold.words), graph, gold };
}

/** Parser input from the gold tokens as a user would give them (punctuation decided by the raw-token rule). */
export function evaluationInput(graph: UccaGraph): DecodeInput {
  return decodeInputFor(graph.terminals.map((t) => t.text), graph.id);
}
