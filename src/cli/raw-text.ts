/**
 * The raw-text options every reference-based command shares: `--tokenize NAME` (tokenise each hypothesis line with
 * a gold convention), `--normalize NAME` (signed character normalisation first), `--segment` (the hypothesis is
 * paragraphs or essays: cut it back onto the source's sentences). The prepared hypotheses are written to a
 * temporary folder under their own file names and the command scores those; `sign` adds `tok|norm|seg` to the
 * printed signature; errors that name a prepared file name the user's file instead. Without a raw option nothing
 * changes, except the warning when the hypothesis looks tokenised differently from the gold.
 */
import { GecvalInputError, isInputError } from '../core/errors.js';
import { MAX_LINE_CHARS, forgetKeptTexts, holdLines, keepWrittenText, readLines, readTextFile } from '../formats/text-file.js';
import { checkTokenization } from '../text/tokenize/mismatch.js';
import { printWarning } from './io.js';
import type { RawTextCliOptions } from './raw-text-options.js';

export type { RawTextCliOptions } from './raw-text-options.js';

export interface PreparedHypotheses {
  /** The files to score (the user's files when no raw option was given). */
  readonly paths: string[];
  /** The signature with `tok|norm|seg` inserted before `version` (unchanged without raw options). */
  sign(signature: string): string;
  /** An input error about a prepared file, re-aimed at the user's file. */
  mapError(error: unknown): unknown;
  /** The user's file a path of `paths` was prepared from (itself without raw options): what an output names. */
  userPath(path: string): string;
  /**
   * Writes the prepared files that are only held in memory (`inMemory`), for readers in other threads; without
   * `inMemory` they are written already and this does nothing.
   */
  writeFiles(): void;
  cleanup(): void;
}

export interface PrepareHow {
  /**
   * Every reader of the prepared files runs in this thread, through formats/text-file.ts, until `writeFiles` is
   * called: the prepared lines are held in memory for those reads (holdLines) and the files are written only by
   * `writeFiles` (or where holding them would not give the same lines back).
   */
  readonly inMemory?: boolean;
}

/**
 * Prepares the hypothesis files. `source` gives the source sentences (tokenised, one per line): needed by --segment,
 * and for the tokenisation check; it may be undefined where the command has none.
 */
/** The source sentences of a gold M2 file (its `S` lines), without parsing the edits: the raw path's source. */
export function m2SourceLines(file: string): string[] {
  // kept for the scorer's own read of the gold (src/formats/text-file.ts); the S lines found in one pass over the
  // text, without splitting the edit lines too
  const text = readTextFile(file, { keep: true });
  const lines: string[] = [];
  for (const m of text.matchAll(S_LINE)) lines.push(m[1] ?? '');
  // a line too long for a sentence: the line-by-line read says which (it is refused there, at its number)
  if (lines.some((l) => l.length > MAX_LINE_CHARS - 2)) readLines(file);
  return lines;
}
/** An M2 `S` line (after a byte-order mark on the first line), its sentence without a final `\r`. */
const S_LINE = /(?<![^\n])(?:(?<![^])\uFEFF)?S(?: ([^\n]*?))?\r?(?![^\n])/gu;

export async function prepareHypotheses(
  files: readonly string[],
  options: RawTextCliOptions,
  readSource: () => readonly string[] | undefined,
  how: PrepareHow = {},
): Promise<PreparedHypotheses> {
  if (options.tokenize === undefined) {
    if (options.normalize !== undefined || options.segment || options.guide === false) throw new GecvalInputError('--normalize, --segment and --no-guide go with --tokenize NAME (the convention of the gold)');
    // the check reads the hypothesis alone (re-reading a gold to compare would cost more than the check); one
    // hypothesis is kept for the scorer's own read, which then does not read or decode it again (several are
    // scored in worker threads, which read their own)
    for (const file of files) {
      let lines: string[];
      try {
        lines = readLines(file, { keep: files.length === 1 });
      } catch (error) {
        if (isInputError(error)) continue; // the scorer reports an unreadable file in its own order
        throw error;
      }
      const check = checkTokenization(lines);
      if (check.differs) {
        printWarning(
          `${file}: ${check.glued} of ${check.tokens} tokens have punctuation or a clitic attached (e.g. '${check.example}' on line ${check.exampleLine}): ` +
            'the output looks untokenised or tokenised differently from the gold, and every such token counts as an edit; give --tokenize NAME',
        );
      }
    }
    return { paths: [...files], sign: (s) => s, mapError: (e) => e, userPath: (p) => p, writeFiles: () => {}, cleanup: forgetKeptTexts };
  }
  // the raw-text path: its modules load only when asked for
  const { mkdirSync, mkdtempSync, rmSync } = await import('node:fs');
  const { userFixable, writeFileAtomic } = await import('../core/write.js');
  const { tmpdir } = await import('node:os');
  const { basename, join } = await import('node:path');
  const { readTextFile } = await import('../formats/text-file.js');
  const { prepareRaw, signRaw } = await import('../text/raw.js');
  const { coverageWarning } = await import('../text/segment/index.js');
  const { RawBatch, firstNormalizable, normalizationNamed, tokenizeSignatureFields, tokenizerNamed } = await import('../text/tokenize/index.js');
  let cached: { lines: readonly string[] | undefined } | undefined;
  const source = () => (cached ??= { lines: readSource() }).lines;
  const tokenizer = tokenizerNamed(options.tokenize, '--tokenize');
  const normalize = normalizationNamed(options.normalize ?? 'none', '--normalize');
  const settings = { tokenizer, normalize, guide: options.guide !== false };
  const dir = userFixable(tmpdir(), 'a temporary folder', () => mkdtempSync(join(tmpdir(), 'gecval-raw-')));
  const byPrepared = new Map<string, string>();
  // the prepared files held in memory only (how.inMemory), with their lines: written by writeFiles
  const unwritten = new Map<string, readonly string[]>();
  const write = (i: number, prepared: string, lines: readonly string[]) => {
    userFixable(dir, 'a temporary folder', () => mkdirSync(join(dir, String(i)), { recursive: true }));
    // each line followed by a newline (one join, not a string per line)
    const content = lines.length === 0 ? '' : `${lines.join('\n')}\n`;
    writeFileAtomic(prepared, content, 'a temporary file (in the system temporary folder)', { durable: false });
    return content;
  };
  let fields: Record<string, string> = tokenizeSignatureFields(settings);
  // the files of one run share most of their sentences: each distinct piece of work done once (src/text/tokenize/batch.ts)
  const batch = new RawBatch();
  try {
    files.forEach((file, i) => {
      const prepared = join(dir, String(i), basename(file));
      const sourceLines = options.segment || settings.guide ? source() : undefined;
      if (options.segment && sourceLines === undefined) throw new GecvalInputError('--segment needs the source sentences (give --source, or a gold M2)');
      const text = readTextFile(file);
      const result = prepareRaw(text, { ...settings, segment: options.segment === true }, sourceLines, file, batch);
      fields = result.signatureFields;
      const lines = result.lines;
      const seg = result.segmentation;
      if (seg !== undefined) {
        const extra = seg.split.reduce((sum, [, count]) => sum + count, 0);
        process.stderr.write(
          `gecval: segment: ${file}: ${seg.units} units, ${seg.hypothesisSentences} sentences onto ${sourceLines!.length} source sentences; ` +
            `${seg.merged.length} merged pairs, ${extra} extra boundaries in ${seg.split.length} split sentences, ${seg.empty.length} empty\n`,
        );
        const suspect = coverageWarning(seg, file);
        if (suspect !== undefined) printWarning(suspect);
      }
      if (normalize === 'none') {
        const c = firstNormalizable(text);
        if (c !== undefined) printWarning(`${file}: has characters the golds never use (e.g. U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}); they are scored as written; --normalize ascii-punct maps them`);
      }
      byPrepared.set(prepared, file);
      // read in this thread only: the reads take the lines (no file written, read, decoded and split again)
      if (how.inMemory === true && holdLines(prepared, lines)) {
        unwritten.set(prepared, lines);
        return;
      }
      const content = write(i, prepared, lines);
      // one scorer in this thread reads it next: it takes the text without reading and decoding the file again
      if (files.length === 1) keepWrittenText(prepared, content);
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    paths: [...byPrepared.keys()],
    sign: (s) => signRaw(s, fields),
    mapError: (error) => {
      if (isInputError(error) && error.file !== undefined && byPrepared.has(error.file)) {
        const file = byPrepared.get(error.file);
        // after --segment, line N of the prepared file is source sentence N, not line N of the user's file
        if (options.segment && error.line !== undefined) return new GecvalInputError(`${error.message} (the text segmented onto source sentence ${error.line}, after --tokenize --segment)`, { file });
        return new GecvalInputError(`${error.message} (after --tokenize${options.segment ? ' --segment' : ''})`, { file, line: error.line });
      }
      return error;
    },
    userPath: (path) => byPrepared.get(path) ?? path,
    writeFiles: () => {
      [...byPrepared.keys()].forEach((prepared, i) => {
        const lines = unwritten.get(prepared);
        if (lines === undefined) return;
        write(i, prepared, lines);
        unwritten.delete(prepared);
      });
    },
    cleanup: () => {
      forgetKeptTexts();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
