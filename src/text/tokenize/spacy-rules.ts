/**
 * The rule data of spaCy's English tokenizer (spaCy v3: spacy/lang/char_classes.py, spacy/lang/punctuation.py,
 * spacy/lang/en/punctuation.py, spacy/lang/tokenizer_exceptions.py, spacy/lang/en/tokenizer_exceptions.py),
 * restated as gecval's own tables. Prefixes, suffixes and infixes are regular expressions tried in the listed order;
 * special cases map a whole string to its tokens.
 *
 * One approximation: spaCy spells its letter classes out as explicit ranges of the Latin, Cyrillic, Greek and
 * several other scripts, and its symbol class as the ranges of Unicode category So; here they are the Unicode
 * properties (`\p{L}`, `\p{Ll}`/`\p{Lu}` plus uncased letters `\p{Lo}`, `\p{So}`), which agree on every
 * character of English text and of the scripts spaCy lists.
 */

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
const words = (s: string): string[] => s.split(' ').filter((w) => w !== '');
const alternation = (items: readonly string[]): string => items.map(esc).join('|');
/** A character class of literal characters (the class that concatenating a list gives in spaCy). */
const charClass = (chars: string): string => [...chars].map((c) => (/[\]\\^-]/u.test(c) ? `\\${c}` : c)).join('');

export const ALPHA = '\\p{L}';
export const ALPHA_LOWER = '\\p{Ll}\\p{Lo}';
export const ALPHA_UPPER = '\\p{Lu}\\p{Lo}';
const ICON = '\\p{So}';

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
  '^(?:[\\w+\\-.]{2,}://)?(?:\\S+(?::\\S*)?@)?(?:' +
  '(?!(?:10|127)(?:\\.\\d{1,3}){3})(?!(?:169\\.254|192\\.168)(?:\\.\\d{1,3}){2})(?!172\\.(?:1[6-9]|2\\d|3[0-1])(?:\\.\\d{1,3}){2})' +
  '(?:[1-9]\\d?|1\\d\\d|2[01]\\d|22[0-3])(?:\\.(?:1?\\d{1,2}|2[0-4]\\d|25[0-5])){2}(?:\\.(?:[1-9]\\d?|1\\d\\d|2[0-4]\\d|25[0-4]))' +
  '|(?:(?:[A-Za-z0-9\\u00a1-\\uffff][A-Za-z0-9\\u00a1-\\uffff_-]{0,62})?[A-Za-z0-9\\u00a1-\\uffff]\\.)+' +
  `(?:[${ALPHA_LOWER}]{2,63}))(?::\\d{2,5})?(?:[/?#]\\S*)?$`;

/** Special cases: a string that is exactly one of these keys becomes exactly these tokens. */
export function specialCases(): Map<string, readonly string[]> {
  const map = new Map<string, readonly string[]>();
  const add = (orth: string, tokens: readonly string[] = [orth]) => map.set(orth, tokens);
  const cased = (w: string): string[] => [w, w.charAt(0).toUpperCase() + w.slice(1)];

  // language-independent: whitespace, single letters with a period, emoticons
  for (const w of [' ', '\t', '\\t', '\n', '\\n', '\u2014', '\u00a0']) add(w);
  for (const w of ["'", '\\")', '<space>', "''", 'C++', ...'abcdefghijklmnopqrstuvwxyzäöü'.split('').map((c) => `${c}.`)]) add(w);
  const emoticons =
    ":) :-) :)) :-)) :))) :-))) (: (-: =) (= :] :-] [: [-: [= =] :o) (o: :} :-} 8) 8-) (-8 ;) ;-) (; (-; :( :-( :(( :-(( :((( :-((( ): )-: =( >:( " +
    ":') :'-) :'( :'-( :/ :-/ =/ =| :| :-| ]= =[ :1 :P :-P :p :-p :O :-O :o :-o :0 :-0 :() >:o :* :-* :3 :-3 =3 :> :-> :X :-X :x :-x :D :-D ;D ;-D " +
    '=D xD XD xDD XDD 8D 8-D ^_^ ^__^ ^___^ >.< >.> <.< ._. ;_; -_- -__- v.v V.V v_v V_V o_o o_O O_o O_O 0_o o_0 0_0 o.O O.o O.O o.o 0.0 o.0 0.o ' +
    '@_@ <3 <33 <333 </3 (^_^) (-_-) (._.) (>_<) (*_*) (¬_¬) ಠ_ಠ ಠ︵ಠ (ಠ_ಠ) ¯\\(ツ)/¯ (╯°□°）╯︵┻━┻ ><(((*>';
  for (const e of words(emoticons)) add(e);
  for (const u of 'cfkCFK') add(`°${u}.`, ['°', u, '.']);

  // English pronoun contractions, with and without the apostrophe
  for (const p of cased('i')) {
    add(`${p}'m`, [p, "'m"]);
    add(`${p}m`, [p, 'm']);
    add(`${p}'ma`, [p, "'m", 'a']);
    add(`${p}ma`, [p, 'm', 'a']);
  }
  const llAndD = (w: string) => {
    add(`${w}'ll`, [w, "'ll"]);
    add(`${w}ll`, [w, 'll']);
    add(`${w}'ll've`, [w, "'ll", "'ve"]);
    add(`${w}llve`, [w, 'll', 've']);
    add(`${w}'d`, [w, "'d"]);
    add(`${w}d`, [w, 'd']);
    add(`${w}'d've`, [w, "'d", "'ve"]);
    add(`${w}dve`, [w, 'd', 've']);
  };
  for (const p of ['i', 'you', 'he', 'she', 'it', 'we', 'they'].flatMap(cased)) llAndD(p);
  for (const p of ['i', 'you', 'we', 'they'].flatMap(cased)) {
    add(`${p}'ve`, [p, "'ve"]);
    add(`${p}ve`, [p, 've']);
  }
  for (const p of ['you', 'we', 'they'].flatMap(cased)) {
    add(`${p}'re`, [p, "'re"]);
    add(`${p}re`, [p, 're']);
  }
  for (const p of ['he', 'she', 'it'].flatMap(cased)) {
    add(`${p}'s`, [p, "'s"]);
    add(`${p}s`, [p, 's']);
  }
  // wh-words and demonstratives: number decides which of 's / 're / 've exist
  const whWords: readonly (readonly [string, 'sing' | 'plur' | null])[] = [
    ['who', null], ['what', null], ['when', null], ['where', null], ['why', null], ['how', null], ['there', null],
    ['that', 'sing'], ['this', 'sing'], ['these', 'plur'], ['those', 'plur'],
  ];
  for (const [word, number] of whWords) {
    for (const w of cased(word)) {
      if (number !== 'plur') {
        add(`${w}'s`, [w, "'s"]);
        add(`${w}s`, [w, 's']);
      }
      add(`${w}'ll`, [w, "'ll"]);
      add(`${w}ll`, [w, 'll']);
      add(`${w}'ll've`, [w, "'ll", "'ve"]);
      add(`${w}llve`, [w, 'll', 've']);
      if (number !== 'sing') {
        add(`${w}'re`, [w, "'re"]);
        add(`${w}re`, [w, 're']);
        add(`${w}'ve`, [w, "'ve"]);
        add(`${w}ve`, [w, 've']);
      }
      add(`${w}'d`, [w, "'d"]);
      add(`${w}d`, [w, 'd']);
      add(`${w}'d've`, [w, "'d", "'ve"]);
      add(`${w}dve`, [w, 'd', 've']);
    }
  }
  // verbs with n't (and n't've for the modals)
  for (const v of ['ca', 'could', 'do', 'does', 'did', 'had', 'may', 'might', 'must', 'need', 'ought', 'sha', 'should', 'wo', 'would'].flatMap(cased)) {
    add(`${v}n't`, [v, "n't"]);
    add(`${v}nt`, [v, 'nt']);
    add(`${v}n't've`, [v, "n't", "'ve"]);
    add(`${v}ntve`, [v, 'nt', 've']);
  }
  for (const v of ['could', 'might', 'must', 'should', 'would'].flatMap(cased)) {
    add(`${v}'ve`, [v, "'ve"]);
    add(`${v}ve`, [v, 've']);
  }
  for (const v of ['ai', 'are', 'is', 'was', 'were', 'have', 'has', 'dare'].flatMap(cased)) {
    add(`${v}n't`, [v, "n't"]);
    add(`${v}nt`, [v, 'nt']);
  }
  // dropped final g, leading-apostrophe words
  for (const w of ['doin', 'goin', 'nothin', 'nuthin', 'ol', 'somethin'].flatMap(cased)) {
    add(w);
    add(`${w}'`);
  }
  for (const w of ['em', 'll', 'nuff']) {
    add(w);
    add(`'${w}`);
  }
  for (let h = 1; h <= 12; h++) for (const period of ['a.m.', 'am', 'p.m.', 'pm']) add(`${h}${period}`, [String(h), period]);
  const other: readonly (readonly [string, readonly string[]])[] = [
    ["y'all", ["y'", 'all']], ['yall', ['y', 'all']], ["how'd'y", ['how', "'d", "'y"]], ["How'd'y", ['How', "'d", "'y"]],
    ["not've", ['not', "'ve"]], ['notve', ['not', 've']], ["Not've", ['Not', "'ve"]], ['Notve', ['Not', 've']],
    ['cannot', ['can', 'not']], ['Cannot', ['Can', 'not']], ['gonna', ['gon', 'na']], ['Gonna', ['Gon', 'na']],
    ['gotta', ['got', 'ta']], ['Gotta', ['Got', 'ta']], ["let's", ['let', "'s"]], ["Let's", ['Let', "'s"]],
    ["c'mon", ["c'm", 'on']], ["C'mon", ["C'm", 'on']],
  ];
  for (const [orth, tokens] of other) add(orth, tokens);
  const rest =
    "'S 's ‘S ‘s and/or w/o 're 'Cause 'cause 'cos 'Cos 'coz 'Coz 'cuz 'Cuz 'bout ma'am Ma'am o'clock O'clock " +
    "lovin' Lovin' lovin Lovin havin' Havin' havin Havin doin' Doin' doin Doin goin' Goin' goin Goin " +
    'Mt. Ak. Ala. Apr. Ariz. Ark. Aug. Calif. Colo. Conn. Dec. Del. Feb. Fla. Ga. Ia. Id. Ill. Ind. Jan. Jul. Jun. Kan. ' +
    'Kans. Ky. La. Mar. Mass. Mich. Minn. Miss. N.C. N.D. N.H. N.J. N.M. N.Y. Neb. Nebr. Nev. Nov. Oct. Okla. Ore. Pa. ' +
    'S.C. Sep. Sept. Tenn. Va. Wash. Wis. ' +
    "'d a.m. Adm. Bros. co. Co. Corp. D.C. Dr. e.g. E.g. E.G. Gen. Gov. i.e. I.e. I.E. Inc. Jr. Ltd. Md. Messrs. Mo. " +
    'Mont. Mr. Mrs. Ms. p.m. Ph.D. Prof. Rep. Rev. Sen. St. vs. v.s.';
  for (const w of words(rest)) add(w);
  // words that the contraction patterns would split but that are words of their own
  for (const w of ['Ill', 'ill', 'Its', 'its', 'Hell', 'hell', 'Shell', 'shell', 'Shed', 'shed', 'were', 'Were', 'Well', 'well', 'Whore', 'whore']) map.delete(w);
  // every case with a straight apostrophe also exists with a typographic one (spaCy's expand_exc)
  for (const [orth, tokens] of [...map]) {
    if (orth.includes("'")) map.set(orth.replaceAll("'", '’'), tokens.map((t) => t.replaceAll("'", '’')));
  }
  return map;
}
