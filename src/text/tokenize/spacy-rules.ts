/**
 * The rule data of spaCy's English tokenizer (spaCy v3: spacy/lang/char_classes.py, spacy/lang/punctuation.py,
 * spacy/lang/en/punctuation.py, spacy/lang/tokenizer_exceptions.py, spacy/lang/en/tokenizer_exceptions.py),
 * restated as gecval's own tables. Prefixes, suffixes and infixes are regular expressions tried in the listed order;
 * special cases map a whole string to its tokens.
 *
 * The letter and symbol classes are spaCy's own, code point for code point (./spacy3-classes.ts): spaCy spells them
 * as explicit ranges of some scripts (no Thai or Armenian letters; `µ`, `ª`, `º` are not letters for it) and a list
 * of symbols, not as Unicode properties.
 */
import { SPACY3_ALPHA as ALPHA, SPACY3_ALPHA_LOWER as ALPHA_LOWER, SPACY3_ALPHA_UPPER as ALPHA_UPPER, SPACY3_ICONS as ICON } from './spacy3-classes.js';

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
const words = (s: string): string[] => s.split(' ').filter((w) => w !== '');
const alternation = (items: readonly string[]): string => items.map(esc).join('|');
/** A character class of literal characters (the class that concatenating a list gives in spaCy). */
const charClass = (chars: string): string => [...chars].map((c) => (/[\]\\^-]/u.test(c) ? `\\${c}` : c)).join('');

/** Punctuation that splits off at either end (spaCy's _punct, in its order). */
const PUNCT_LIST = words('… …… , : ; ! ? ¿ ؟ ¡ ( ) [ ] { } < > _ # * & 。 ？ ！ ， 、 ； ： ～ · । ، ۔ ؛ ٪');
/** Quote characters (spaCy's _quotes, in its order). */
const QUOTE_LIST = words('\' " ” “ ` ‘ ´ ’ ‚ , „ » « 「 」 『 』 （ ） 〔 〕 【 】 《 》 〈 〉 〈 〉 ⟦ ⟧');
const CURRENCY_LIST = words('$ £ € ¥ ฿ US$ C$ A$ ₽ ﷼ ₴ ₠ ₡ ₢ ₣ ₤ ₥ ₦ ₧ ₨ ₩ ₪ ₫ € ₭ ₮ ₯ ₰ ₱ ₲ ₳ ₴ ₵ ₶ ₷ ₸ ₹ ₺ ₻ ₼ ₽ ₾ ₿');
/** Units after a number (spaCy's _units; its last Cyrillic and first Arabic unit run together as in the source). */
const UNIT_LIST = words(
  'km km² km³ m m² m³ dm dm² dm³ cm cm² cm³ mm mm² mm³ ha µm nm yd in ft kg g mg µg t lb oz m/s km/h kmh mph hPa Pa ' +
    'mbar mb MB kb KB gb GB tb TB T G M K % км км² км³ м м² м³ дм дм² дм³ см см² см³ мм мм² мм³ нм кг г мг м/с км/ч ' +
    'кПа Па мбар Кб КБ кб Мб МБ мб Гб ГБ гб Тб ТБ тб' +
    'كم كم² كم³ م م² م³ سم سم² سم³ مم مم² مم³ كم غرام جرام جم كغ ملغ كوب اكواب',
);
const HYPHEN_LIST = words('- – — -- --- —— ~');

const QUOTE_CLASS = charClass(QUOTE_LIST.join(''));
/** spaCy writes the punctuation alternation (with its `|`) and `(?:…)` inside one character class: all literal. */
const PUNCT_IN_CLASS = charClass(PUNCT_LIST.join('|') + '|');
const ELLIPSES = ['\\.\\.+', '…'];
const ICONS = [`[${ICON}]`];

export const PREFIXES: readonly string[] = [
  ...['§', '%', '=', '—', '–'].map(esc),
  '\\+(?![0-9])',
  ...PUNCT_LIST.map(esc),
  ...ELLIPSES,
  ...QUOTE_LIST.map(esc),
  ...CURRENCY_LIST.map(esc),
  ...ICONS,
];

export const SUFFIXES: readonly string[] = [
  ...PUNCT_LIST.map(esc),
  ...ELLIPSES,
  ...QUOTE_LIST.map(esc),
  ...ICONS,
  ...["'s", "'S", '’s', '’S', '—', '–'].map(esc),
  '(?<=[0-9])\\+',
  '(?<=°[FfCcKk])\\.',
  `(?<=[0-9])(?:${alternation(CURRENCY_LIST)})`,
  `(?<=[0-9])(?:${alternation(UNIT_LIST)})`,
  `(?<=[0-9${ALPHA_LOWER}%²\\-+${PUNCT_IN_CLASS}(?:${QUOTE_CLASS})])\\.`,
  `(?<=[${ALPHA_UPPER}][${ALPHA_UPPER}])\\.`,
];

/** English infixes (spacy/lang/en/punctuation.py: a hyphen also splits after a digit). */
export const INFIXES: readonly string[] = [
  ...ELLIPSES,
  ...ICONS,
  '(?<=[0-9])[+\\-*^](?=[0-9-])',
  `(?<=[${ALPHA_LOWER}${QUOTE_CLASS}])\\.(?=[${ALPHA_UPPER}${QUOTE_CLASS}])`,
  `(?<=[${ALPHA}]),(?=[${ALPHA}])`,
  `(?<=[${ALPHA}0-9])(?:${alternation(HYPHEN_LIST)})(?=[${ALPHA}])`,
  `(?<=[${ALPHA}0-9])[:<>=/](?=[${ALPHA}])`,
];

/**
 * A URL is one token (spaCy's url_match, tried on what is left after prefixes and suffixes): an optional scheme,
 * optional user info, then a public IPv4 address or dotted host labels ending in a lowercase top-level domain of 2–63
 * letters, an optional port and an optional path, query or fragment.
 */
export const URL_PATTERN =
  // \w and \d as Python 3's `re` reads them in spaCy's pattern: letters and digits of every script
  '^(?:[\\p{L}\\p{N}_+\\-.]{2,}://)?(?:\\S+(?::\\S*)?@)?(?:' +
  '(?!(?:10|127)(?:\\.\\p{Nd}{1,3}){3})(?!(?:169\\.254|192\\.168)(?:\\.\\p{Nd}{1,3}){2})(?!172\\.(?:1[6-9]|2\\p{Nd}|3[0-1])(?:\\.\\p{Nd}{1,3}){2})' +
  '(?:[1-9]\\p{Nd}?|1\\p{Nd}\\p{Nd}|2[01]\\p{Nd}|22[0-3])(?:\\.(?:1?\\p{Nd}{1,2}|2[0-4]\\p{Nd}|25[0-5])){2}(?:\\.(?:[1-9]\\p{Nd}?|1\\p{Nd}\\p{Nd}|2[0-4]\\p{Nd}|25[0-4]))' +
  '|(?:(?:[A-Za-z0-9\\u00a1-\\uffff][A-Za-z0-9\\u00a1-\\uffff_-]{0,62})?[A-Za-z0-9\\u00a1-\\uffff]\\.)+' +
  `(?:[${ALPHA_LOWER}]{2,63}))(?::\\p{Nd}{2,5})?(?:[/?#]\\S*)?$`;
