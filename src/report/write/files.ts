/**
 * The one place gecval writes result files: an analysis's output files into a folder, a single output file (or
 * standard output), and figures as SVG + PNG. Every write goes through the path checks of paths.ts, so a bad
 * output path is one clear line, whichever command met it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputFile, VegaLiteSpec } from '../../core/outputs.js';
import { renderJson, renderTable } from './tables.js';
import { prepareOutputDir, prepareOutputFile, userFixable } from './paths.js';

/** Writes one file (its missing folders created); `what` names it in errors ('-o', 'the M2 output', ...). */
export function writeFile(path: string, content: string | Uint8Array, what = 'the output file'): void {
  prepareOutputFile(path, what);
  userFixable(path, what, () => writeFileSync(path, content));
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

/** An output folder: checked (and created) once, then written file by file; remembers what was written. */
export class OutputFolder {
  readonly written: string[] = [];

  /** `what` names the folder in errors, e.g. '--out'. */
  constructor(
    readonly dir: string,
    readonly what = '--out',
  ) {
    prepareOutputDir(dir, what);
  }

  /** Writes `relative` (folders created as needed) and returns that relative path. */
  write(relative: string, content: string | Uint8Array): string {
    writeFile(join(this.dir, relative), content, `${this.what} file ${relative}`);
    this.written.push(relative);
    return relative;
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
export async function writeOutputFiles(dir: string, files: readonly OutputFile[], options: { figures?: boolean; what?: string } = {}): Promise<string[]> {
  const folder = new OutputFolder(dir, options.what ?? '--out');
  for (const file of files) if (file.kind !== 'figure' || options.figures !== false) await folder.add(file);
  return folder.written;
}
