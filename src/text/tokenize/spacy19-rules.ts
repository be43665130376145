/**
 * The affix rules of spaCy 1.9.0's English tokenizer (spacy/language_data/punctuation.py and the URL `token_match`
 * of spacy/language_data/tokenizer_exceptions.py), restated as gecval's own tables. spaCy 1.9.0 is what BEA-2019's
 * data went through: ERRANT v2.0.0, the version made "fully compatible with the BEA-2019 shared task", pins
 * `spacy == 1.9.0`. Its rules differ from spaCy v3's (./spacy-rules.ts) in ways that move tokens in ordinary text:
 *
 * - no hyphen split after a digit (`2-year` stays one token; v3: `2 - year`), and `/` `:` `<` `>` `=` split only
 *   between letters (v3: also after a digit); a hyphen takes the marks `?";:=,.` before it into its token;
 * - `'s`, `'S`, `’s`, `’S` split off as suffixes, but `’` itself is no quote (no prefix or suffix: `‘word’` keeps
 *   its closing `’`), and `'` `''` `"` `”` `“` ``` `` ``` `` ` `` `‘` `´` `‚` `,` `„` `»` `«` are its quotes;
 * - fewer punctuation marks, currencies and units (no `%` after a number, no em or en dash as prefix/suffix);
 * - letters are the Latin, Bengali and Hebrew scripts' (`[\p{Ll}&&\p{Latin}]` and so on: spaCy compiled these with
 *   the `regex` module's set operations, written here as a lookahead and a script property);
 * - a URL is recognised by `token_match` before any affix is stripped (./spacy.ts), with its own pattern.
 *
 * The regular expressions are kept as source strings; ./spacy.ts compiles them (`u` flag) on first use.
 */

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
const words = (s: string): string[] => s.split(' ').filter((w) => w !== '');
const alternation = (items: readonly string[]): string => items.map(esc).join('|');
/** Literal characters inside a character class. */
const inClass = (chars: string): string => [...chars].map((c) => (/[\]\\^-]/u.test(c) ? `\\${c}` : c)).join('');

/** One letter of spaCy 1.9's classes: `[\p{Ll}&&\p{Latin}]` is a lowercase letter of the Latin script, etc. */
const BENGALI_HEBREW = '(?=\\p{L})[\\p{Script=Bengali}\\p{Script=Hebrew}]';
const ALPHA_LOWER = `(?:(?=\\p{Ll})\\p{Script=Latin}|${BENGALI_HEBREW})`;
const ALPHA_UPPER = `(?:(?=\\p{Lu})\\p{Script=Latin}|${BENGALI_HEBREW})`;
const ALPHA = `(?:(?=[\\p{Ll}\\p{Lu}])\\p{Script=Latin}|${BENGALI_HEBREW})`;
/** One character: any of `chars` (literal) or a letter of `letters` (one of the expressions above). */
const oneOf = (chars: string, letters: string): string => `(?:[${inClass(chars)}]|${letters})`;

const PUNCT_LIST = words('… , : ; ! ? ¿ ¡ ( ) [ ] { } < > _ # * &');
const QUOTE_LIST = words("' '' \" ” “ `` ` ‘ ´ ‚ , „ » «");
const CURRENCY_LIST = words('$ £ € ¥ ฿ US$ C$ A$');
const UNIT_LIST = words(
  'km km² km³ m m² m³ dm dm² dm³ cm cm² cm³ mm mm² mm³ ha µm nm yd in ft kg g mg µg t lb oz m/s km/h kmh mph hPa Pa mbar mb MB kb KB gb GB tb TB T G M K',
);
const HYPHEN_LIST = words('- – — -- ---');
const ELLIPSES = ['\\.\\.+', '…'];
/**
 * spaCy 1.9 writes its quote alternation inside a character class (`[0-9{al}{p}(?:{q})]`): every character of
 * `(?:'|''|"|…)` is then a member, `(`, `?`, `:`, `|` and `)` included.
 */
const QUOTES_IN_CLASS = `(?:${QUOTE_LIST.join('|')})`;

export const PREFIXES_19: readonly string[] = [...['§', '%', '=', '+'].map(esc), ...PUNCT_LIST.map(esc), ...ELLIPSES, ...QUOTE_LIST.map(esc), ...CURRENCY_LIST.map(esc)];

export const SUFFIXES_19: readonly string[] = [
  ...PUNCT_LIST.map(esc),
  ...ELLIPSES,
  ...QUOTE_LIST.map(esc),
  '(?<=[0-9])\\+',
  '(?<=°[FfCcKk])\\.',
  `(?<=[0-9])(?:${alternation(CURRENCY_LIST)})`,
  `(?<=[0-9])(?:${alternation(UNIT_LIST)})`,
  `(?<=${oneOf(`0123456789%²-)]+${QUOTES_IN_CLASS}`, ALPHA_LOWER)})\\.`,
  `(?<=${ALPHA_UPPER}${ALPHA_UPPER})\\.`,
  ...["'s", "'S", '’s', '’S'].map(esc),
];

export const INFIXES_19: readonly string[] = [
  ...ELLIPSES,
  '(?<=[0-9])[+\\-*^](?=[0-9-])',
  `(?<=${ALPHA_LOWER})\\.(?=${ALPHA_UPPER})`,
  `(?<=${ALPHA}),(?=${ALPHA})`,
  `(?<=${ALPHA})[?";:=,.]*(?:${alternation(HYPHEN_LIST)})(?=${ALPHA})`,
  `(?<=${oneOf('"', ALPHA)})[:<>=/](?=${ALPHA})`,
];

/** Python's Unicode `\w` and `\d` (JavaScript's are ASCII even with the `u` flag). */
const WORD = '[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\u200c\\u200d]';
const DIGIT = '\\p{Nd}';
/** Host and domain labels: lowercase ASCII letters, digits and every character from U+00A1 to U+FFFF. */
const LABEL = '[a-z\\u00a1-\\uffff0-9]';

/**
 * spaCy 1.9's `token_match`: a string that is a URL is one token. It must start with a word character and end with
 * one or `/` (so that affixes around a URL are split off first), and its host part accepts only lowercase letters:
 * `Example.com` is no URL here, `example.com` is.
 */
export const TOKEN_MATCH_19 =
  `^(?=${WORD})(?:(?:https?|ftp|mailto)://)?(?:\\S+(?::\\S*)?@)?(?:` +
  `(?!(?:10|127)(?:\\.${DIGIT}{1,3}){3})(?!(?:169\\.254|192\\.168)(?:\\.${DIGIT}{1,3}){2})(?!172\\.(?:1[6-9]|2${DIGIT}|3[0-1])(?:\\.${DIGIT}{1,3}){2})` +
  `(?:[1-9]${DIGIT}?|1${DIGIT}${DIGIT}|2[01]${DIGIT}|22[0-3])(?:\\.(?:1?${DIGIT}{1,2}|2[0-4]${DIGIT}|25[0-5])){2}(?:\\.(?:[1-9]${DIGIT}?|1${DIGIT}${DIGIT}|2[0-4]${DIGIT}|25[0-4]))` +
  `|(?:(?:${LABEL}-*)*${LABEL}+)(?:\\.(?:${LABEL}-*)*${LABEL}+)*(?:\\.(?:[a-z\\u00a1-\\uffff]{2,}))` +
  `)(?::${DIGIT}{2,5})?(?:/\\S*)?\\??(:?\\S*)?(?<=${WORD.slice(0, -1)}/])$`;
