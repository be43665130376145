import { GecvalInputError } from '../core/errors.js';
import { escapeXml } from './xml-chars.js';
import { decodeEntities, scanXml, XmlSyntaxError } from './xml-scan.js';
import { readTextFile } from './text-file.js';
import { splitAsciiWhitespace } from './whitespace.js';

/**
 * The I-measure gold-standard XML (Felice & Briscoe 2015; mfelice/imeasure):
 * `<scripts><script id><sentence id numann><text>tokens</text><error-list><error id req type>
 * <alt ann><c start end>correction</c>…</alt>…</error>…</error-list></sentence>…</script></scripts>`.
 * An error groups overlapping edits; each `alt` is one annotator's way of correcting it; `req="no"` means
 * leaving the error alone is also acceptable.
 */
export interface IevalCorrection {
  readonly start: number;
  readonly end: number;
  /** Replacement tokens, space-separated; '' deletes the span. */
  readonly text: string;
}

export interface IevalAlternative {
  readonly annotator: string;
  readonly corrections: readonly IevalCorrection[];
}

export interface IevalError {
  readonly id: string;
  /** False when `req="no"`: the uncorrected text is an acceptable alternative. */
  readonly required: boolean;
  readonly type: string;
  readonly alternatives: readonly IevalAlternative[];
}

export interface IevalSentence {
  readonly id: string;
  /** Number of annotators who looked at the sentence (only `-nomix` scoring reads it). */
  readonly numann: number;
  readonly tokens: readonly string[];
  readonly errors: readonly IevalError[];
  /** 1-based line of the `<sentence>` tag (0 when built in code). */
  readonly line: number;
}

export interface IevalGold {
  readonly file: string;
  readonly sentences: readonly IevalSentence[];
}

/** A parsed element of the small XML subset the I-measure uses. */
interface XmlNode {
  readonly tag: string;
  readonly attrs: Record<string, string>;
  readonly children: XmlNode[];
  /** Text before the first child, entities decoded (ElementTree's `.text`). */
  text: string;
  readonly line: number;
}

/** Elements, attributes and text with line numbers, read by gecval's one XML reader (xml-scan.ts) with strict entities. */
function parseXml(xml: string, file: string): XmlNode {
  const lineStarts = [0];
  for (let i = 0; i < xml.length; i++) if (xml.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const lineOf = (offset: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  try {
    scanXml(
      xml,
      (event) => {
        if (event.kind === 'close') {
          stack.pop();
          return;
        }
        const node: XmlNode = { tag: event.name, attrs: event.attrs, children: [], text: '', line: lineOf(event.offset) };
        const parent = stack[stack.length - 1];
        if (parent) parent.children.push(node);
        else root = node;
        if (event.kind === 'open') stack.push(node);
      },
      {
        strictEntities: true,
        onText: (raw, offset, cdata) => {
          const text = cdata ? raw : decodeEntities(raw, offset, true);
          // Only the text before an element's first child is kept, as ElementTree's `.text` does.
          const top = stack[stack.length - 1];
          if (top && top.children.length === 0) top.text += text;
        },
      },
    );
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new GecvalInputError(`malformed XML: ${error.message}`, { file, line: lineOf(error.offset) });
    throw error;
  }
  return root!;
}

function* descendants(node: XmlNode, tag: string): Generator<XmlNode> {
  for (const child of node.children) {
    if (child.tag === tag) yield child;
    yield* descendants(child, tag);
  }
}

function integerAttr(node: XmlNode, name: string, file: string): number {
  const raw = node.attrs[name];
  if (raw === undefined || !/^\s*[+-]?\d+\s*$/.test(raw)) {
    throw new GecvalInputError(`<${node.tag}> needs an integer '${name}' attribute, got ${raw === undefined ? 'none' : `'${raw}'`}`, { file, line: node.line });
  }
  return Number(raw.trim());
}


function readSentence(node: XmlNode, file: string): IevalSentence {
  const textNode = node.children.find((c) => c.tag === 'text');
  if (!textNode) throw new GecvalInputError(`<sentence id="${node.attrs.id ?? ''}"> has no <text> element`, { file, line: node.line });
  const tokens = splitAsciiWhitespace(textNode.text);
  const errors: IevalError[] = [];
  for (const error of descendants(node, 'error')) {
    const alternatives: IevalAlternative[] = [];
    for (const alt of descendants(error, 'alt')) {
      const corrections = [...descendants(alt, 'c')].map((c) => {
        const start = integerAttr(c, 'start', file);
        const end = integerAttr(c, 'end', file);
        if (start > end || end > tokens.length || (start < 0 && !(start === -1 && end === -1))) {
          throw new GecvalInputError(`<c start="${start}" end="${end}"> is outside the ${tokens.length}-token sentence`, { file, line: c.line });
        }
        return { start, end, text: c.text };
      });
      alternatives.push({ annotator: alt.attrs.ann ?? '', corrections });
    }
    errors.push({ id: error.attrs.id ?? '', required: error.attrs.req !== 'no', type: error.attrs.type ?? '', alternatives });
  }
  return { id: node.attrs.id ?? '', numann: integerAttr(node, 'numann', file), tokens, errors, line: node.line };
}

/** Parses I-measure gold XML; every structural problem is reported with file and line. */
export function parseIevalXml(xml: string, file = '<ieval-xml>'): IevalGold {
  const root = parseXml(xml, file);
  const sentences: IevalSentence[] = [];
  const scripts = root.tag === 'script' ? [root] : [...descendants(root, 'script')];
  if (scripts.length === 0 && root.tag !== 'sentence') {
    throw new GecvalInputError(`expected <scripts><script><sentence>…, found <${root.tag}> with no <script>`, { file, line: root.line });
  }
  for (const script of scripts.length > 0 ? scripts : [root]) {
    let previousId: number | undefined;
    for (const node of script.tag === 'sentence' ? [script] : descendants(script, 'sentence')) {
      const sentence = readSentence(node, file);
      // Numeric ids must run without gaps inside a script: a gap means a sentence is missing and every
      // later hypothesis line would be scored against the wrong gold sentence.
      if (/^\d+$/.test(sentence.id)) {
        const id = Number(sentence.id);
        if (previousId !== undefined && id !== previousId + 1) {
          throw new GecvalInputError(`sentence id ${id} follows id ${previousId}: sentence ${previousId + 1} is missing`, { file, line: node.line });
        }
        previousId = id;
      }
      sentences.push(sentence);
    }
  }
  return { file, sentences };
}

export function readIevalXml(file: string): IevalGold {
  return parseIevalXml(readTextFile(file), file);
}

/** Writes gold in the I-measure XML layout (one script), e.g. to hand a subset or an M2 conversion to ieval.py. */
export function formatIevalXml(gold: IevalGold): string {
  const out = ["<?xml version='1.0' encoding='UTF-8'?>\n<scripts><script id=\"1\">"];
  for (const s of gold.sentences) {
    out.push(`<sentence id="${escapeXml(s.id)}" numann="${s.numann}"><text>${escapeXml(s.tokens.join(' '))}</text><error-list>`);
    for (const e of s.errors) {
      out.push(`<error id="${escapeXml(e.id)}" req="${e.required ? 'yes' : 'no'}" type="${escapeXml(e.type)}">`);
      for (const a of e.alternatives) {
        out.push(`<alt ann="${escapeXml(a.annotator)}">`);
        for (const c of a.corrections) out.push(`<c end="${c.end}" start="${c.start}">${escapeXml(c.text)}</c>`);
        out.push('</alt>');
      }
      out.push('</error>');
    }
    out.push('</error-list></sentence>');
  }
  out.push('</script></scripts>\n');
  return out.join('');
}
