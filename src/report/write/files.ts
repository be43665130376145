/**
 * The one place gecval writes result files: an analysis's output files into a folder, a single output file (or
 * standard output), and figures as SVG + PNG. Every write goes through the path checks of paths.ts, so a bad
 * output path is one clear line, whichever command met it.
 */
import { appendFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import type { OutputFile, VegaLiteSpec } from '../../core/outputs.js';
import { commitTemporary, dropTemporary, isStaleTemporary, isTemporaryName, readInputAt, writeFileAtomic, writeTemporary } from '../../core/write.js';
import { renderJson, renderTable } from './tables.js';
import { declaredFolder, manifestFiles, OUTPUT_MANIFEST, prepareOutputDir, prepareOutputFile, sameFile, userFixable } from './paths.js';

/** Refuses to write over a file this run read (the CLI tracks what it reads), whatever the command declared. */
function refuseInput(path: string, what: string, declared: readonly string[] = []): void {
  const input = readInputAt(path) ?? declared.find((file) => sameFile(path, file));
  if (input !== undefined) throw new GecvalInputError(`${what} is the input file ${input}: writing it would destroy the input; choose another output`, { file: path });
}

/**
 * Writes one file (its missing folders created): to a temporary name beside it, renamed when complete. `what` names
 * it in errors ('-o', 'the M2 output', ...): `cannot write <what>: <reason>`.
 */
export function writeFile(path: string, content: string | Uint8Array, what = 'the output file'): void {
  prepareOutputFile(path, what);
  refuseInput(path, what);
  writeFileAtomic(path, content, what);
}

/** Writes `text` to `path`, or to standard output when no path (or '-') is given. */
export function writeOutput(path: string | undefined, text: string, what = 'the output file'): void {
  if (path === undefined || path === '-') process.stdout.write(text);
  else writeFile(path, text, what);
}

/** Renders a figure and writes `<base>.svg` and `<base>.png`; returns the paths and the SVG text. */
export async function writeFigure(spec: VegaLiteSpec, base: string, what = 'the figure'): Promise<{ svg: string; png: string; svgText: string }> {
  const { renderSvg, svgToPng } = await import('../plots/render.js');
  const svgText = await renderSvg(spec);
  const paths = { svg: `${base}.svg`, png: `${base}.png` };
  writeFile(paths.svg, svgText, what);
  writeFile(paths.png, svgToPng(svgText), what);
  return { ...paths, svgText };
}

/**
 * Writes an SVG drawing to `path`: as PNG when the name ends in .png, otherwise as the SVG itself. PNGs are drawn
 * at twice the size, less for very wide drawings (essays are tens of thousands of units wide) so that the bitmap
 * stays within what a PNG viewer opens (16,000 pixels).
 */
export async function writeSvgOrPng(path: string, svg: string, what = 'the output file'): Promise<void> {
  if (!path.toLowerCase().endsWith('.png')) return writeFile(path, svg, what);
  const { svgToPng } = await import('../plots/render.js');
  const width = Number(/width="(\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 1000);
  writeFile(path, svgToPng(svg, Math.min(2, 16000 / width)), what);
}

/** How an OutputFolder writes: `staged` keeps every file under a temporary name until `commit()`. */
export interface OutputFolderOptions {
  /** Write every file to a temporary name and rename them all in `commit()` (all or nothing); default: each file at once. */
  readonly staged?: boolean;
  /** Replace files gecval did not write (default: what the command declared with checkOutputDir, else false). */
  readonly force?: boolean;
  /** The command's inputs, none of which may be replaced (default: what it declared with checkOutputDir). */
  readonly inputs?: readonly string[];
}

/**
 * An output folder: checked (and created) once, then written file by file; remembers what was written. Every file
 * goes to a temporary name first; it is listed in the folder's manifest (`.gecval-outputs`) before it takes its
 * final name, so that a rerun knows it may replace it. A file gecval did not write is never replaced without
 * --force, and an input never. Staged, nothing takes its final name before `commit()`: a run that fails or is
 * stopped leaves the folder as it was (and temporary files that the next run into the folder removes).
 */
export class OutputFolder {
  readonly written: string[] = [];
  private readonly own: Set<string>;
  private readonly force: boolean;
  private readonly inputs: readonly string[];
  private readonly pending: { temporary: string; path: string; relative: string }[] = [];

  /** `what` names the folder in errors, e.g. '--out'. */
  constructor(
    readonly dir: string,
    readonly what = '--out',
    private readonly options: OutputFolderOptions = {},
  ) {
    const declared = declaredFolder(dir);
    this.force = options.force ?? declared?.force ?? false;
    this.inputs = options.inputs ?? declared?.inputs ?? [];
    prepareOutputDir(dir, what, { force: this.force, inputs: this.inputs });
    removeStaleTemporaries(dir);
    this.own = manifestFiles(dir);
  }

  /** Writes `relative` (folders created as needed) and returns that relative path. */
  write(relative: string, content: string | Uint8Array): string {
    const path = join(this.dir, relative);
    const what = `${this.what} file ${relative}`;
    refuseInput(path, what, this.inputs);
    if (!this.force && !this.own.has(relative) && existsSync(path)) {
      throw new GecvalInputError(`${this.what}: refusing to replace ${relative}, which gecval did not write (give --force to replace it)`, { file: path });
    }
    const parent = dirname(path);
    if (!existsSync(parent)) userFixable(path, `${what} (creating its folder)`, () => mkdirSync(parent, { recursive: true }));
    const temporary = writeTemporary(path, content, what);
    if (this.options.staged) this.pending.push({ temporary, path, relative });
    else {
      this.list([relative]);
      commitTemporary(temporary, path, what);
    }
    this.written.push(relative);
    return relative;
  }

  /** Staged: lists the pending files in the manifest, then gives each its final name. */
  commit(): void {
    this.list(this.pending.map((p) => p.relative));
    for (const p of this.pending.splice(0)) commitTemporary(p.temporary, p.path, `${this.what} file ${p.relative}`);
  }

  /** Staged: removes the pending temporary files (the folder stays as it was). */
  abort(): void {
    for (const p of this.pending.splice(0)) dropTemporary(p.temporary);
  }

  /** Adds names to the manifest before their files take their final names. */
  private list(names: readonly string[]): void {
    const fresh = [...new Set(names)].filter((name) => !this.own.has(name));
    if (fresh.length === 0) return;
    const manifest = join(this.dir, OUTPUT_MANIFEST);
    const header = existsSync(manifest) ? '' : '# gecval output folder: gecval wrote the files listed here and may replace them on a rerun; it never replaces other files without --force\n';
    userFixable(manifest, `${this.what} (its list of files, ${OUTPUT_MANIFEST})`, () => appendFileSync(manifest, `${header}${fresh.join('\n')}\n`));
    for (const name of fresh) this.own.add(name);
  }

/** Writes `<relativeBase>.svg` and `.png`; returns their relative paths and the SVG text. */
  async figure(spec: VegaLiteSpec, relativeBase: string): Promise<{ files: [string, string]; svg: string }> {
    const { renderSvg, svgToPng } = await import('../plots/render.js');
    const svg = await renderSvg(spec);
    const files: [string, string] = [this.write(`${relativeBase}.svg`, svg), this.write(`${relativeBase}.png`, svgToPng(svg))];
    return { files, svg };
  }

  /** Writes one output of an analysis (tables as CSV unless they say otherwise). */
  async add(file: OutputFile): Promise<void> {
    switch (file.kind) {
      case 'table':
        this.write(file.path, renderTable(file.table, file.format ?? 'csv'));
        break;
      case 'json':
        this.write(file.path, renderJson(file.value, file.style));
        break;
      case 'text':
        this.write(file.path, file.text);
        break;
      case 'figure':
        await this.figure(file.spec, file.path);
        break;
    }
  }
}

/** Writes an analysis's output files into `dir` in order; figures are skipped when `figures` is false. */
/** All or nothing: every file is written under a temporary name first and renamed only when all are written. */
export async function writeOutputFiles(dir: string, files: readonly OutputFile[], options: { figures?: boolean; what?: string; force?: boolean } = {}): Promise<string[]> {
  const folder = new OutputFolder(dir, options.what ?? '--out', { staged: true, ...(options.force === undefined ? {} : { force: options.force }) });
  try {
    for (const file of files) if (file.kind !== 'figure' || options.figures !== false) await folder.add(file);
    folder.commit();
  } catch (error) {
    folder.abort();
    throw error;
  }
  return folder.written;
}

/** Removes temporary files a killed run left in an output folder (they never hold a finished file); a live writer's stay. */
function removeStaleTemporaries(dir: string): void {
  const walk = (at: string): void => {
    let entries;
    try {
      entries = readdirSync(at, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (isTemporaryName(entry.name) && isStaleTemporary(path)) dropTemporary(path);
    }
  };
  if (existsSync(dir) && statSync(dir).isDirectory()) walk(resolve(dir));
}
