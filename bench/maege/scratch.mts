import { registryScorer } from '../../src/analyses/maege/registry-adapter.ts';
const S = 'He go to school every day .', R1 = 'He goes to school every day .', R2 = 'He went to school every day .';
for (const name of ['m2', 'imeasure']) {
  const sc = await registryScorer(name);
  const t = performance.now();
  console.log(name, await sc.score([R1, S, 'He goes to school .', R2].map((h) => ({ source: S, hypothesis: h, references: [R1, R2] }))), performance.now() - t, sc.signature);
}
