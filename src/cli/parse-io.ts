/** `gecval parse` input and output: reading plain lines or `id<TAB>sentence` TSV, writing the parses as UCCA XML or JSON. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GecvalInputError } from '../core/errors.js';
import { decodeUtf8, readTextFile } from '../formats/text-file.js';
import type { UccaGraph } from '../ucca/graph.js';
import { toUccaJson } from '../ucca/json.js';
import { writeUccaXml } from '../ucca/xml.js';

export interface ParseItem {
  id: string;
  text: string;
}

const SAFE_ID = /^[A-Za-z0-9._-]+$/;

export function readParseInput(path: string | undefined, opts: { tsv: boolean }): ParseItem[] {
  const file = path === undefined || path === '-' ? '<stdin>' : path;
  const text = file === '<stdin>' ? decodeUtf8(readFileSync(0), file) : readTextFile(file);
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const items: ParseItem[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, i) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (!opts.tsv) {
      items.push({ id: String(i + 1), text: line });
      return;
    }
    const tab = line.indexOf('\t');
    if (tab < 0) throw new GecvalInputError('expected `id<TAB>sentence`', { file, line: i + 1 });
    const id = line.slice(0, tab);
    if (!SAFE_ID.test(id)) throw new GecvalInputError(`id '${id}' must be letters, digits, '.', '_' or '-' (it names a file)`, { file, line: i + 1 });
    if (seen.has(id)) throw new GecvalInputError(`duplicate id '${id}'`, { file, line: i + 1 });
    seen.add(id);
    items.push({ id, text: line.slice(tab + 1) });
  });
  return items;
}

export function writeParses(graphs: readonly UccaGraph[], opts: { out?: string; format: 'xml' | 'json' }): void {
  if (opts.out) {
    mkdirSync(opts.out, { recursive: true });
    for (const g of graphs) {
      const name = join(opts.out, `${g.id}.${opts.format}`);
      writeFileSync(name, opts.format === 'xml' ? writeUccaXml(g) : `${JSON.stringify(toUccaJson(g))}\n`);
    }
    return;
  }
  for (const g of graphs) process.stdout.write(opts.format === 'xml' ? writeUccaXml(g) : `${JSON.stringify(toUccaJson(g))}\n`);
}
