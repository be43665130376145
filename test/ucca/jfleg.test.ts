import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { dataPath } from '../helpers/shared.js';
import { readUccaXmlFile } from '../../src/ucca/xml.js';
import { usimCode } from '../../src/ucca/usim/usim.js';
import { paperDriverSourceName } from '../../src/ucca/usim/score.js';
import type { UccaGraph } from '../../src/ucca/graph.js';

const FILES = ['mle_1.txt', 'mle_2.txt', 'mle_3.txt', 'mle_4.txt', 'mle_5.txt', 'dev.ref0', 'dev.ref1', 'dev.ref2', 'dev.ref3'];
// Correct pairing (issue 4 / docs/ucca-usim.md#jfleg-pairing) and the authors' driver's pairing (docs/ucca-usim.md#jfleg-pairing, "emulating the driver's lookup").
const CORRECT = [0.809, 0.865, 0.855, 0.867, 0.873, 0.781, 0.778, 0.797, 0.82];
const DRIVER = [0.186, 0.388, 0.342, 0.324, 0.367, 0.781, 0.721, 0.74, 0.765];

test('JFLEG dev TUPA parses: USIM means with correct pairing, and with the paper driver’s file pairing', () => {
  const dir = dataPath('jfleg', 'tupa-parses');
  const cache = new Map<string, UccaGraph>();
  const graph = (name: string): UccaGraph => {
    let g = cache.get(name);
    if (!g) cache.set(name, (g = readUccaXmlFile(`${dir}/${name}`)));
    return g;
  };
  FILES.forEach((file, k) => {
    let correct = 0;
    let driver = 0;
    for (let i = 0; i < 754; i++) {
      const name = `${file}${i}.xml`;
      correct += usimCode(graph(`dev.src${i}.xml`), graph(name)).usim;
      const source = paperDriverSourceName(name, (n) => existsSync(`${dir}/${n}`))!;
      driver += usimCode(graph(source), graph(name)).usim;
    }
    assert.equal((correct / 754).toFixed(3), CORRECT[k]!.toFixed(3), `${file} correct pairing`);
    assert.equal((driver / 754).toFixed(3), DRIVER[k]!.toFixed(3), `${file} driver pairing`);
  });
});
