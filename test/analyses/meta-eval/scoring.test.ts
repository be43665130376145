import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreSystems } from '../../../src/analyses/meta-eval/scoring.js';
import { findMetric, resolveOptions } from '../../../src/metrics/registry.js';

// Reference-less metrics score every system with one metric instance (each distinct sentence checked once); the
// numbers must be those of the metric's own file form, system by system.
test('reference-less metrics: one shared instance gives the scores of each system scored alone', async () => {
  const sources = ['He go to school every days .', 'She have many informations .', 'This is a sentence .', 'They was happy .'];
  const outputs = new Map([
    ['A', ['He goes to school every day .', 'She has much information .', 'This is a sentence .', 'They were happy .']],
    ['B', ['He go to school every days .', 'She has many informations .', 'This is a sentence .', 'They was happy .']],
    ['C', ['He goes to school every days .', 'She have many informations .', 'This is sentence .', 'They were happy .']],
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'gecval-meta-eval-scoring-'));
  try {
    const write = (name: string, lines: readonly string[]) => {
      const path = join(dir, name);
      writeFileSync(path, lines.map((l) => `${l}\n`).join(''));
      return path;
    };
    const source = write('source.txt', sources);
    for (const [spec, raw] of [['grammaticality', {}], ['faithfulness', { parser: 'none' }]] as const) {
      const shared = await scoreSystems({ sources, references: [], outputs }, { spec, options: raw });
      const entry = findMetric(spec);
      for (const [system, lines] of outputs) {
        const alone = await entry.scoreFiles({ source, hypothesis: write(`${system}.txt`, lines) }, resolveOptions(entry, raw), {});
        assert.equal(shared.corpus.get(system), alone.corpus, `${spec} ${system}`);
        assert.deepEqual(shared.sentences.get(system), alone.sentences, `${spec} ${system}`);
        assert.equal(shared.signature, alone.signature);
      }
      // The metric tells the systems apart (A fixes most).
      assert.ok(shared.corpus.get('A')! > shared.corpus.get('B')! || spec === 'faithfulness', JSON.stringify([...shared.corpus]));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
