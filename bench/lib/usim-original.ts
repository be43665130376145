/**
 * The original USIM as a process: huji-nlp/ucca `scripts/distances/align.py` `fully_aligned_distance` (what
 * borgr/USim:USim.py calls), run by a small driver with Debian's Python 3 (python3-numpy, python3-munkres,
 * python3-distance): read two lists of UCCA XML files, score every pair, print `MEAN x.xxxxxx`. zss and tqdm, which
 * the import chain names but the USIM path never calls, are stand-in modules on the path. Used by bench/usim and
 * bench/faithfulness.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Side } from './whole-process.js';

const PYTHON3 = process.env.PYTHON3 ?? '/usr/bin/python3';

/** Writes the driver and stand-ins into `dir` (a fresh temporary folder) and returns the side that runs it. */
export function usimOriginalSide(name: string, uccaDir: string, dir: string, sourceList: string, correctionList: string): Side {
  const driver = join(dir, 'usim_original.py');
  writeFileSync(
    driver,
    `import sys
ucca_dir, stubs, srclist, corrlist = sys.argv[1:5]
sys.path[:0] = [stubs, ucca_dir, ucca_dir + '/scripts/distances']
from ucca.ioutil import file2passage
import align
src = [l.strip() for l in open(srclist) if l.strip()]
cor = [l.strip() for l in open(corrlist) if l.strip()]
scores = [align.fully_aligned_distance(file2passage(s), file2passage(c)) for s, c in zip(src, cor)]
print('MEAN %.6f' % (sum(scores) / len(scores)))
`,
  );
  writeFileSync(join(dir, 'zss.py'), 'def simple_distance(*args, **kwargs):\n    raise NotImplementedError("zss stand-in: not on the USIM path")\n');
  writeFileSync(join(dir, 'tqdm.py'), 'def tqdm(iterable=None, *args, **kwargs):\n    return iterable\n');
  return { name, command: [PYTHON3, driver, uccaDir, dir, sourceList, correctionList] };
}
