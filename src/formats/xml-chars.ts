/**
 * The rules of gecval's one XML reader (xml-scan.ts: UCCA passages, I-measure gold, Appraise rankings): which
 * character references are characters, and what a document type declaration may hold. Entity expansion stays off:
 * only the five predefined entities and numeric references are read. Also the one escape gecval writes XML and HTML
 * with.
 */

/**
 * The character a numeric reference (`#65`, `#x41`) stands for, or undefined when XML 1.0 allows no such
 * character: `&#0;`, a lone surrogate `&#xD800;`, `&#xFFFE;` or anything beyond U+10FFFF (`&#x110000;`).
 */
export function characterReference(body: string): string | undefined {
  const code = body[1] === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
  const allowed =
    code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
  return allowed ? String.fromCodePoint(code) : undefined;
}

/** The error for a reference characterReference refuses. */
export function badReferenceMessage(reference: string): string {
  const shown = reference.length > 24 ? `${reference.slice(0, 20)}…` : reference;
  return `character reference '${shown}' is not an XML character (NUL, a surrogate, U+FFFE/U+FFFF and numbers beyond U+10FFFF are not allowed)`;
}

/**
 * Where the document type declaration starting at `lt` (`<!DOCTYPE`) ends (the offset after its `>`), or why it is
 * refused. A plain one (`<!DOCTYPE root SYSTEM "x.dtd">`) and an internal subset of element declarations and
 * comments are skipped: they change nothing gecval reads. A subset that declares entities or attribute defaults
 * (`<!ENTITY`, `<!ATTLIST`) would change the text an XML parser sees; gecval does not expand entities (a file
 * could otherwise expand to gigabytes), so such a file is refused rather than misread.
 */
export function doctypeEnd(text: string, lt: number): { end: number } | { refused: string } {
  const close = text.indexOf('>', lt);
  const bracket = text.indexOf('[', lt);
  if (close < 0) return { refused: 'unterminated document type declaration (<!DOCTYPE …>)' };
  if (bracket < 0 || bracket > close) return { end: close + 1 };
  const subsetEnd = /\]\s*>/gu;
  subsetEnd.lastIndex = bracket;
  const m = subsetEnd.exec(text);
  if (m === null) return { refused: 'unterminated document type declaration (<!DOCTYPE … [ … ]>)' };
  if (/<!(?:ENTITY|ATTLIST)\b/u.test(text.slice(bracket + 1, m.index))) return { refused: INTERNAL_SUBSET_MESSAGE };
  return { end: m.index + m[0].length };
}

const INTERNAL_SUBSET_MESSAGE =
  'a document type declaration that declares entities or attribute defaults (<!DOCTYPE … [<!ENTITY …> or <!ATTLIST …>]>) is refused: gecval does not expand entities or apply DTD defaults, so the file would be misread; remove the declaration';

/**
 * Deepest nesting of elements read. Both formats are a handful of levels deep (I-measure: scripts/script/
 * sentence/error-list/error/alt/c; UCCA: root/layer/node/edge); later walks recurse per level, so a file nesting
 * thousands deep is refused where the limit is passed instead of overflowing the stack.
 */
export const MAX_XML_DEPTH = 1000;
export const XML_DEPTH_MESSAGE = `elements nest more than ${MAX_XML_DEPTH} deep (gecval's limit; the format nests a handful deep)`;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\n': '&#10;', '\r': '&#13;', '\t': '&#9;' };
const ESCAPED = { plain: /[&<>"]/gu, apostrophe: /[&<>"']/gu, whitespace: /[&<>"\n\r\t]/gu } as const;

/**
 * The one XML/HTML escape gecval writes with: `&`, `<`, `>` and `"` always (text and double-quoted attributes);
 * `apostrophe` also `'` (HTML pages, where a value may end up in single quotes); `whitespace` also newline, carriage
 * return and tab as character references (attribute values that must keep them: UCCA passages).
 */
export function escapeXml(text: string, options: { readonly apostrophe?: boolean; readonly whitespace?: boolean } = {}): string {
  const pattern = options.whitespace ? ESCAPED.whitespace : options.apostrophe ? ESCAPED.apostrophe : ESCAPED.plain;
  return text.replace(pattern, (c) => ESCAPES[c]!);
}
