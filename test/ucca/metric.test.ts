import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataPath } from '../helpers/shared.js';
import { readUccaXmlFile } from '../../src/ucca/xml.js';
import { scoreCorpus } from '../../src/metrics/metric.js';
import { UsimGraphMetric, UsimMetric } from '../../src/metrics/usim/metric.js';
import type { UccaGraph } from '../../src/ucca/graph.js';

const J = (name: string): UccaGraph => readUccaXmlFile(dataPath('jfleg', 'tupa-parses', name));

test('USIM as a Metric: pre-parsed graphs and a parser function give the same scores; parses are cached', () => {
  const pairs = [0, 1, 2, 3].map((i) => ({ source: J(`dev.src${i}.xml`), hypothesis: J(`mle_1.txt${i}.xml`) }));
  const graphMetric = new UsimGraphMetric();
  const byGraphs = scoreCorpus(graphMetric, pairs);
  assert.equal(byGraphs.sentences[0], 0.606060606060606);
  assert.ok(Math.abs(byGraphs.corpus - byGraphs.sentences.reduce((a, b) => a + b, 0) / 4) < 1e-15);
  assert.match(byGraphs.signature, /^usim\|variant:code\|.*graphs:given/);

  const table = new Map<string, UccaGraph>();
  for (const p of pairs) for (const g of [p.source, p.hypothesis]) table.set(g.text, g);
  let calls = 0;
  const parser = (sentences: string[]): UccaGraph[] => {
    calls++;
    return sentences.map((s) => table.get(s)!);
  };
  const metric = new UsimMetric({ parser, parserName: 'lookup-test' });
  const segments = pairs.map((p) => ({ source: p.source.text, hypothesis: p.hypothesis.text, references: [] }));
  metric.prefetch(segments.flatMap((s) => [s.source, s.hypothesis]));
  const byText = scoreCorpus(metric, segments);
  assert.deepEqual(byText.sentences, byGraphs.sentences);
  assert.equal(calls, 1, 'one batch parse for the corpus');
  assert.match(byText.signature, /graphs:lookup-test/);
  const same = scoreCorpus(metric, [{ source: segments[1]!.source, hypothesis: segments[1]!.source, references: [] }]);
  assert.equal(same.corpus, 1, 'a sentence compared with itself scores 1');
  assert.throws(() => new UsimMetric({ graphs: table }).statistics({ source: 'unparsed', hypothesis: 'x', references: [] }), /no UCCA graph/);
});
