/**
 * Sentence explorer: pick a sentence and a system; see source, hypothesis and references with the edits
 * highlighted, the M² edits (matched against gold or not), every metric's score of that sentence for every system,
 * the faithfulness of the hypothesis to the source with its per-edit explanation, and the UCCA graphs of source and
 * hypothesis with USIM's node alignment. The page script renders from JSON embedded here; drawings and
 * faithfulness explanations are pre-rendered HTML strings.
 */
import { gzipSync } from 'fflate';
import { esc, fmt, inlineSvg, naturalCompare, note, REPORT_PRECISION } from '../html.js';
import { tokenDiff, type DiffOp } from '../compute/token-diff.js';
import type { BuildContext, ReportSection } from '../section.js';
import { silentProgress, withStage, type Progress } from '../../core/progress.js';

interface ExplorerSystem {
  name: string;
  ops: DiffOp[];
  edits?: { start: number; end: number; original: string; correction: string; correct: boolean }[];
  scores: Record<string, number>;
  /** Pre-rendered faithfulness block (score and the changes that lowered it), when the measure could run. */
  faithfulness?: string;
}

interface ExplorerSentence {
  key: string;
  dataset: string;
  line: number;
  source: string;
  refs: { name: string; ops: DiffOp[] }[];
  systems: ExplorerSystem[];
  uccaNote?: string;
  /** Whether the page holds the UCCA drawings of this sentence (◆ in the menu). */
  drawn?: boolean;
}

/** JSON inside <script>: `<` escaped so that no string can close the element. */
export function scriptJson(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</gu, '\\u003c')}</script>`;
}

/**
 * JSON for the page script, plain (`<script type="application/json" id=ID>`) when it is at most `compressAbove`
 * bytes, else gzip-compressed and base64-encoded (`<script type="application/gzip+base64" id=ID-gz>`), which the page
 * unpacks with DecompressionStream (every current browser; no network, so it works from file://). The compressed
 * form is deterministic (no timestamp in the gzip header), so the same inputs give the same page. Compressed with
 * fflate, plain JavaScript, so that the browser app composes the same bytes as `gecval report` (src/web/report.ts).
 */
export function scriptData(id: string, value: unknown, compressAbove: number): string {
  const json = JSON.stringify(value);
  const bytes = new TextEncoder().encode(json);
  if (bytes.length <= compressAbove) return `<script type="application/json" id="${id}">${json.replace(/</gu, '\\u003c')}</script>`;
  return `<script type="application/gzip+base64" id="${id}-gz">${base64(gzipSync(bytes, { level: 9, mtime: 0 }))}</script>`;
}

/** Base64 of bytes (btoa over slices of 3 × 8192 bytes, so that no slice but the last is padded; Node and browsers alike). */
export function base64(bytes: Uint8Array): string {
  const slice = 3 * 8192;
  let out = '';
  for (let i = 0; i < bytes.length; i += slice) out += btoa(String.fromCharCode(...bytes.subarray(i, i + slice)));
  return out;
}

/** What the explorer needs of a faithfulness score: the score and its explanation rows (explanationView). */
export interface FaithfulnessView {
  readonly score: number;
  readonly rows: ReadonlyArray<{ readonly change: string; readonly type: string; readonly role: string; readonly drop: number; readonly reasons: string }>;
}

/**
 * The faithfulness block of one sentence–system pair: the score, then one row per change that cost meaning (largest
 * first) with the score points it took; the rows add up to 1 − score.
 */
export function faithfulnessHtml(view: FaithfulnessView): string {
  const head = `<h3>Faithfulness to the source: <span class="faithfulness-score">${fmt(view.score)}</span></h3>`;
  if (view.rows.length === 0) {
    return `<div class="faithfulness" data-role="faithfulness">${head}<p class="legend">${view.score === 1 ? 'Unchanged: the meaning is fully kept.' : 'No change cost meaning.'}</p></div>`;
  }
  const rows = view.rows
    .map((r) => `<tr><td>${esc(r.change)}</td><td style="text-align:left">${esc(r.type)}</td><td style="text-align:left">${esc(r.role)}</td><td>${fmt(r.drop)}</td><td class="legend" style="white-space:normal;text-align:left;min-width:18rem">${esc(r.reasons)}</td></tr>`)
    .join('');
  return [
    `<div class="faithfulness" data-role="faithfulness">${head}`,
    `<p class="legend">1 = the correction keeps what the source meant (reference-less; docs/faithfulness.md). Each row is a change and the score points it took away; the rows add up to 1 − score.</p>`,
    `<div class="table-wrap"><table class="compact" id="explorer-faithfulness"><thead><tr><th>change</th><th style="text-align:left">edit type</th><th style="text-align:left">UCCA role</th><th>points lost</th><th style="text-align:left">why</th></tr></thead><tbody>${rows}</tbody></table></div></div>`,
  ].join('');
}

/**
 * Faithfulness of each (source, hypothesis) pair, or the reason it could not run (the word vectors are an
 * optional package). Lines are taken as tokenized, like the dataset's other metrics; unchanged pairs cost nothing.
 */
export async function explainFaithfulness(pairs: ReadonlyArray<readonly [string, string]>, progress: Progress = silentProgress): Promise<{ views: FaithfulnessView[]; signature: string } | { error: string }> {
  try {
    const { FaithfulnessScorer, explanationView } = await import('../../metrics/faithfulness/index.js');
    const scorer = new FaithfulnessScorer();
    const views = withStage(progress, 'explorer: faithfulness explanations', pairs.length, (step) =>
      pairs.map(([source, hypothesis]) => {
        const view = explanationView(scorer.score(source, hypothesis));
        step();
        return view;
      }),
    );
    return { views, signature: scorer.signature() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The opening sentence: the first one that the first system (selected by default) and at least one other system
 * changed, so the first view shows edits rather than an untouched title line.
 */
export function firstInteresting(sentences: readonly ExplorerSentence[]): number {
  const changed = (x: ExplorerSystem) => x.ops.some((op) => op[0] !== 'e');
  const index = sentences.findIndex((s) => s.systems[0] !== undefined && changed(s.systems[0]) && s.systems.filter(changed).length >= 2);
  return Math.max(0, index);
}

export const explorerSection: ReportSection = {
  id: 'explorer',
  title: 'Sentence explorer',
  async render(ctx: BuildContext) {
    const ds = ctx.dataset;
    const lb = ctx.leaderboard;
    const usim = ctx.usim;
    const metrics = (lb?.metrics ?? []).map((m) => ({ name: m.name, label: m.label }));
    if (usim !== undefined && !metrics.some((m) => m.name === 'usim')) metrics.push({ name: 'usim', label: 'USIM' });
    const sentences: ExplorerSentence[] = [];
    const drawings: Record<string, string> = {};
    const { drawUccaPair } = await import('../../ucca/draw.js');
    type Graph = Parameters<typeof drawUccaPair>[0];
    // Drawings are SVG strings in the page, so only a budget of them is made: queued here, drawn below with the
    // opening sentence first, then in sentence order.
    const jobs = new Map<string, { system: string; source: Graph; correction: Graph }[]>();
    const draw = (key: string, system: string, source: Graph, correction: Graph) => {
      const list = jobs.get(key) ?? [];
      list.push({ system, source, correction });
      jobs.set(key, list);
    };
    const limit = Math.min(ds.source.length, ctx.config.explorer.maxSentences);
    // Each system entry's hypothesis line (for faithfulness; not sent to the page, the page has the diff).
    const hypotheses = new Map<ExplorerSystem, string>();
    const remember = (line: string, system: ExplorerSystem): ExplorerSystem => {
      hypotheses.set(system, line);
      return system;
    };
    const uccaOnDataset = usim?.on === 'dataset' ? usim : undefined;
    const budget = ctx.config.explorer.maxDrawings;
    const overBudget = `No drawing for this sentence: the page holds UCCA drawings for a limited number of sentence–system pairs (explorer.maxDrawings = ${budget}); sentences marked ◆ in the list have them.`;
    const datasetNote = uccaOnDataset ? overBudget : `No UCCA graphs for ${ds.name}: ${ctx.usimNote ?? 'USIM was not computed'}.${usim?.on === 'ucca' ? ` Sentences of ${usim.datasetName} (further down the list, marked ◆) have drawings.` : ''}`;
    // References in natural order (A1, A2, …, A10) for reading; no score depends on this order.
    const shownReferences = [...ds.references].sort((a, b) => naturalCompare(a.name, b.name));
    ctx.progress.start(limit, 'explorer: sentences and edits');
    for (let i = 0; i < limit; i++) {
      ctx.progress.increment();
      const key = `d${i}`;
      const systems = ds.systems.map((s) => {
        const m2 = lb?.m2?.get(s.name)?.sentences[i];
        const scores: Record<string, number> = {};
        for (const m of lb?.metrics ?? []) scores[m.name] = m.systems.find((x) => x.name === s.name)!.sentences[i]!;
        const u = uccaOnDataset?.systems.find((x) => x.name === s.name);
        if (u) {
          scores.usim = u.usim[i]!;
          draw(key, s.name, uccaOnDataset!.sourceGraphs[i]!, u.graphs[i]!);
        }
        const correct = new Set((m2?.correctEdits ?? []).map((e) => `${e.start}:${e.end}:${e.correction}`));
        return remember(s.lines[i]!, {
          name: s.name,
          ops: tokenDiff(ds.source[i]!, s.lines[i]!),
          edits: m2?.systemEdits.map((e) => ({ start: e.start, end: e.end, original: e.original, correction: e.correction, correct: correct.has(`${e.start}:${e.end}:${e.correction}`) })),
          scores,
        });
      });
      sentences.push({ key, dataset: ds.name, line: i + 1, source: ds.source[i]!, refs: shownReferences.map((r) => ({ name: r.name, ops: tokenDiff(ds.source[i]!, r.lines[i]!) })), systems, uccaNote: datasetNote });
    }
    ctx.progress.stop();
    if (usim?.on === 'ucca') {
      usim.source.forEach((source, i) => {
        const key = `u${i}`;
        const systems = usim.systems.map((s) => {
          draw(key, s.name, usim.sourceGraphs[i]!, s.graphs[i]!);
          const line = usim.systemLines.get(s.name)![i]!;
          return remember(line, { name: s.name, ops: tokenDiff(source, line), scores: { usim: s.usim[i]! } });
        });
        sentences.push({ key, dataset: usim.datasetName, line: i + 1, source, refs: usim.references.map((r) => ({ name: r.name, ops: tokenDiff(source, r.lines[i]!) })), systems, uccaNote: overBudget });
      });
    }
    // Faithfulness of every pair shown, its explanation pre-rendered; a column in the scores table too.
    const shown = sentences.flatMap((sentence) => sentence.systems.map((system) => ({ sentence, system })));
    const faithfulness = await explainFaithfulness(shown.map(({ sentence, system }) => [sentence.source, hypotheses.get(system)!] as const), ctx.progress);
    let faithfulnessNote = '';
    if ('views' in faithfulness) {
      shown.forEach(({ system }, k) => {
        system.faithfulness = faithfulnessHtml(faithfulness.views[k]!);
        system.scores.faithfulness ??= faithfulness.views[k]!.score;
      });
      if (!metrics.some((m) => m.name === 'faithfulness')) metrics.push({ name: 'faithfulness', label: 'Faithfulness' });
    } else {
      faithfulnessNote = note('unavailable', `No faithfulness explanations: ${esc(faithfulness.error)}`);
    }
    const start = firstInteresting(sentences);
    const order = [sentences[start]!, ...sentences.filter((_, i) => i !== start)];
    let drawn = 0;
    withStage(ctx.progress, 'explorer: UCCA drawings', Math.min(budget, [...jobs.values()].reduce((sum, list) => sum + list.length, 0)), (step) => {
      for (const sentence of order) {
        const list = jobs.get(sentence.key) ?? [];
        if (list.length === 0 || drawn + list.length > budget) continue;
        for (const job of list) {
          drawings[`${sentence.key}|${job.system}`] = inlineSvg(drawUccaPair(job.source, job.correction, { title: `source (top) · ${job.system} (bottom)` }), `ucca-${drawn}`);
          drawn++;
          step();
        }
        sentence.drawn = true;
      }
    });
    const truncated = ds.source.length > limit ? note('info', `Showing the first ${limit} of ${ds.source.length} sentences (explorer.maxSentences).`) : '';
    return [
      `<p class="lead">Pick a sentence and a system. Edits against the source are highlighted; M² edits are marked ✓ when they match the gold annotation m2scorer chose. The table gives every metric's score of this sentence for every system. Faithfulness says how much of the source's meaning the system kept and which of its edits cost meaning. The UCCA drawing shows the source graph above the system's, with USIM's alignment: each comparable unit of the correction has a number, and the source unit aligned to it shows that number (green: labels compatible, red: not).</p>`,
      truncated,
      faithfulnessNote,
      `<div class="explorer-controls">
<label for="explorer-sentence">Sentence</label><select id="explorer-sentence"></select>
<button type="button" id="explorer-prev" aria-label="previous sentence">◀ prev</button><button type="button" id="explorer-next" aria-label="next sentence">next ▶</button>
<label for="explorer-system">System</label><select id="explorer-system"></select>
</div>`,
      `<div id="explorer-view" aria-live="polite"></div>`,
      scriptData('explorer-data', { precision: REPORT_PRECISION, metrics, sentences, start, uccaNote: 'No UCCA graphs for this sentence.' }, ctx.config.explorer.compressAbove),
      scriptData('explorer-drawings', drawings, ctx.config.explorer.compressAbove),
      `<noscript>${esc('The sentence explorer needs JavaScript.')}</noscript>`,
    ].join('\n');
  },
};
