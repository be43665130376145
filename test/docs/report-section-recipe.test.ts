/**
 * docs/architecture.md's "add a report section" recipe works as written (#33 point 8): in a copy of src/ (with the
 * package's package.json and node_modules beside it), the section module of step 1 is written from the page's code
 * block, `'lengths'` is appended to SECTION_IDS (step 2), the import and table line of step 3 go into compose.ts; the
 * copy type-checks, and a report with only that section is built in a fresh process: the section renders, its CSV
 * holds the numbers, and the manifest lists it as ok while the other sections are switched off (≈ 10 CPU-s, most of it
 * the type check).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';

const page = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
const recipe = page.slice(page.indexOf('## Recipe: add a report section'), page.indexOf('\n## ', page.indexOf('## Recipe: add a report section') + 1));

/** The recipe's code blocks, in order, without their indentation. */
function codeBlocks(): string[] {
  return [...recipe.matchAll(/^( *)```ts\n([\s\S]*?)^\1```/gmu)].map((m) => m[2]!.split('\n').map((l) => l.slice(m[1]!.length)).join('\n'));
}

test('the report-section recipe, followed as written, adds a section that the report builds', () => {
  assert.ok(recipe.length > 100, 'the page has the recipe');
  const blocks = codeBlocks();
  const section = blocks.find((b) => b.includes('export const lengthsSection: ReportSection'));
  const importLine = blocks.find((b) => /^import \{ lengthsSection \} from '\.\/sections\/lengths\.js';$/u.test(b.trim()));
  const tableLine = blocks.find((b) => b.trim() === 'lengths: lengthsSection,');
  assert.ok(section && importLine && tableLine, 'the page has the section, import and table-line blocks');
  assert.match(recipe, /append `'lengths'` to `SECTION_IDS` in `src\/report\/config\.ts`/u);

  const dir = mkdtempSync(join(tmpdir(), 'gecval-section-recipe-'));
  try {
    cpSync(join(repoRoot, 'src'), join(dir, 'src'), { recursive: true });
    cpSync(join(repoRoot, 'package.json'), join(dir, 'package.json'));
    symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    // Step 1: the section module.
    writeFileSync(join(dir, 'src/report/sections/lengths.ts'), section!);
    // Step 2: the id, appended to SECTION_IDS.
    const configPath = join(dir, 'src/report/config.ts');
    const config = readFileSync(configPath, 'utf8');
    const withId = config.replace(/(export const SECTION_IDS = \[[^\]]*)\] as const;/u, "$1, 'lengths'] as const;");
    assert.notEqual(withId, config, 'SECTION_IDS is where the page says');
    writeFileSync(configPath, withId);
    // Step 3: the import and the line in REPORT_SECTIONS.
    const buildPath = join(dir, 'src/report/compose.ts');
    const build = readFileSync(buildPath, 'utf8');
    const lastSectionImport = [...build.matchAll(/^import .* from '\.\/sections\/[\w-]+\.js';$/gmu)].pop();
    const table = /^export const REPORT_SECTIONS\b.*= \{$/mu.exec(build);
    assert.ok(lastSectionImport && table, 'compose.ts has section imports and REPORT_SECTIONS where the page says');
    let edited = build.replace(table[0], `${table[0]}\n${tableLine!.replace(/\n$/u, '')}`);
    edited = edited.replace(lastSectionImport[0], `${lastSectionImport[0]}\n${importLine!.trim()}`);
    writeFileSync(buildPath, edited);

    // The edited tree type-checks (strict, the package's own compiler options): the new module, and compose.ts, whose
    // REPORT_SECTIONS is keyed by every SectionId (a step left out fails here).
    writeFileSync(join(dir, 'tsconfig.check.json'), JSON.stringify({ extends: join(repoRoot, 'tsconfig.json'), compilerOptions: { noEmit: true, rootDir: 'src' }, include: [], files: ['src/report/build.ts', 'src/report/sections/lengths.ts'] }));
    const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', join(dir, 'tsconfig.check.json')], { cwd: dir, encoding: 'utf8' });
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);

    const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
    const dataset = {
      source: write('src.txt', 'she go to school\nhe like it\n'),
      references: [write('ref.txt', 'she goes to school\nhe likes it\n')],
      systems: [write('A.txt', 'she goes to the school\nhe like it\n'), write('B.txt', 'she goes to school\nhe likes it\n')],
    };
    // Step 4: a report with only the new section, and one whose dataset gives the section nothing to show.
    writeFileSync(
      join(dir, 'check.ts'),
      `const { parseReportConfig, SECTION_IDS } = await import('./src/report/config.ts');
const { buildReport } = await import('./src/report/build.ts');
const { readFileSync } = await import('node:fs');
const only = Object.fromEntries(SECTION_IDS.map((id) => [id, id === 'lengths']));
const config = parseReportConfig({ title: 'recipe', out: ${JSON.stringify(join(dir, 'out'))}, dataset: ${JSON.stringify(dataset)}, sections: only }, ${JSON.stringify(dir)});
const built = await buildReport(config, { generated: '2026-01-01T00:00:00Z' });
const html = readFileSync(built.index, 'utf8');
console.log(JSON.stringify({
  ids: SECTION_IDS,
  sections: built.sections.map((s) => [s.id, s.status]),
  csv: readFileSync(${JSON.stringify(join(dir, 'out', 'lengths', 'lengths.csv'))}, 'utf8'),
  title: html.includes('Output lengths'),
  lead: html.includes('share of the 2 sentences it leaves unchanged'),
}));
`,
    );
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'check.ts')], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as { ids: string[]; sections: [string, string][]; csv: string; title: boolean; lead: boolean };
    assert.equal(out.ids.at(-1), 'lengths');
    assert.deepEqual(out.sections.find(([id]) => id === 'lengths'), ['lengths', 'ok']);
    assert.ok(out.sections.every(([id, status]) => id === 'lengths' || status === 'disabled'), JSON.stringify(out.sections));
    // A: 8 tokens for 7 source tokens, 1 of 2 lines unchanged; B: 7 of 7, 0 of 2.
    assert.equal(out.csv, `system,tokensPerSourceToken,unchanged\nA,${8 / 7},0.5\nB,1,0\n`);
    assert.ok(out.title && out.lead, 'the page shows the section');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
