/**
 * Writes src/metrics/numerics/exact-math-tables.ts: the double-double tables of src/metrics/numerics/exact-math.ts, computed from
 * their series once here instead of in every process. Run after changing how the tables are built:
 *   node --import tsx scripts/exact-math-tables.ts
 * test/metrics/exact-math.test.ts checks the file equals a fresh computation bit for bit.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildExactMathTables, type DD } from '../src/metrics/numerics/exact-math.js';

const tables = buildExactMathTables();
const pair = ([hi, lo]: DD) => `[${String(hi)}, ${String(lo)}]`;
const list = (name: string, what: string, values: readonly DD[]) => `/** ${what} */\nexport const ${name}: readonly DD[] = [\n${values.map((v) => `  ${pair(v)},`).join('\n')}\n];\n`;
const text = `// Written by scripts/exact-math-tables.ts from the series in exact-math.ts; do not edit (a test recomputes it).
import type { DD } from './exact-math.js';

${list('LOG_TABLE_HIGH', 'log(1 + j/64), j = 0..64.', tables.logHigh)}
${list('LOG_TABLE_LOW', 'log(1/2 + j/64), j = 0..32.', tables.logLow)}
${list('EXP_TABLE', '2^(j/64) = e^(j·ln2/64), j = 0..63.', tables.exp)}
/** ln2/64. */
export const LN2_STEP: DD = ${pair(tables.ln2Step)};
`;
writeFileSync(fileURLToPath(new URL('../src/metrics/numerics/exact-math-tables.ts', import.meta.url)), text);
console.log('wrote src/metrics/numerics/exact-math-tables.ts');
