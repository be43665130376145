/**
 * The special cases of spaCy's English tokenizer: a whitespace-delimited string (or what is left of one after
 * affixes) that is exactly one of these keys becomes exactly these tokens. Restated as gecval's own generator from
 * spacy/lang/tokenizer_exceptions.py and spacy/lang/en/tokenizer_exceptions.py (spaCy v3), and for spaCy 1.9.0 from
 * its spacy/language_data/{emoticons,abbreviations}.py and spacy/en/{language_data,tokenizer_exceptions}.py. The two
 * versions differ in a few dozen entries (each marked `v19` below): 1.9 has no `haven't`/`hasn't`/`daren't`, no
 * `would've`, no `this`/`these`/`those` contractions, no `c'mon`, `'cos`, `'bout`, `lovin'`, `havin'`, `Prof.`,
 * `w/o`, `v.s.`, and it has `that're`/`that've`, bare `cause`, `May.` and the emoticon `")`; its emoticons and
 * abbreviations are added after the straight-to-typographic apostrophe copies are made, so they have none.
 * Both tables are checked entry for entry against the originals' (test/text/tokenize/spacy.test.ts).
 */
export type SpacyVersion = '1.9' | '3';

const words = (s: string): string[] => s.split(' ').filter((w) => w !== '');

export function specialCases(version: SpacyVersion): Map<string, readonly string[]> {
  const v19 = version === '1.9';
  const map = new Map<string, readonly string[]>();
  const add = (orth: string, tokens: readonly string[] = [orth]) => map.set(orth, tokens);
  const cased = (w: string): string[] => [w, w.charAt(0).toUpperCase() + w.slice(1)];

  // whitespace (v3 also has the two-character spellings `\t` and `\n`)
  for (const w of [' ', '\t', '\n', '\u2014', '\u00a0', ...(v19 ? [] : ['\\t', '\\n'])]) add(w);

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
  // wh-words and demonstratives: in v3 number decides which of 's / 're / 've exist (1.9: every one, and no
  // this/these/those)
  const whWords: readonly (readonly [string, 'sing' | 'plur' | null])[] = v19
    ? [['who', null], ['what', null], ['when', null], ['where', null], ['why', null], ['how', null], ['there', null], ['that', null]]
    : [
        ['who', null], ['what', null], ['when', null], ['where', null], ['why', null], ['how', null], ['there', null],
        ['that', 'sing'], ['this', 'sing'], ['these', 'plur'], ['those', 'plur'],
      ];
  for (const [word, number] of whWords) {
    for (const w of cased(word)) {
      if (number !== 'plur') {
        add(`${w}'s`, [w, "'s"]);
        add(`${w}s`, [w, 's']);
      }
      llAndD(w);
      if (number !== 'sing') {
        add(`${w}'re`, [w, "'re"]);
        add(`${w}re`, [w, 're']);
        add(`${w}'ve`, [w, "'ve"]);
        add(`${w}ve`, [w, 've']);
      }
    }
  }
  // verbs with n't (and n't've for the modals)
  for (const v of ['ca', 'could', 'do', 'does', 'did', 'had', 'may', 'might', 'must', 'need', 'ought', 'sha', 'should', 'wo', 'would'].flatMap(cased)) {
    add(`${v}n't`, [v, "n't"]);
    add(`${v}nt`, [v, 'nt']);
    add(`${v}n't've`, [v, "n't", "'ve"]);
    add(`${v}ntve`, [v, 'nt', 've']);
  }
  for (const v of (v19 ? ['could', 'might', 'must', 'should'] : ['could', 'might', 'must', 'should', 'would']).flatMap(cased)) {
    add(`${v}'ve`, [v, "'ve"]);
    add(`${v}ve`, [v, 've']);
  }
  for (const v of (v19 ? ['ai', 'are', 'is', 'was', 'were'] : ['ai', 'are', 'is', 'was', 'were', 'have', 'has', 'dare']).flatMap(cased)) {
    add(`${v}n't`, [v, "n't"]);
    add(`${v}nt`, [v, 'nt']);
  }
  // dropped final g, leading-apostrophe words
  for (const w of ['doin', 'goin', 'nothin', 'nuthin', 'ol', 'somethin'].flatMap(cased)) {
    add(w);
    add(`${w}'`);
  }
  for (const w of v19 ? ['cause', 'em', 'll', 'nuff'] : ['em', 'll', 'nuff']) {
    add(w);
    add(`'${w}`);
  }
  for (let h = 1; h <= 12; h++) for (const period of ['a.m.', 'am', 'p.m.', 'pm']) add(`${h}${period}`, [String(h), period]);
  const other: readonly (readonly [string, readonly string[]])[] = [
    ["y'all", ["y'", 'all']], ['yall', ['y', 'all']], ["how'd'y", ['how', "'d", "'y"]], ["How'd'y", ['How', "'d", "'y"]],
    ["not've", ['not', "'ve"]], ['notve', ['not', 've']], ["Not've", ['Not', "'ve"]], ['Notve', ['Not', 've']],
    ['cannot', ['can', 'not']], ['Cannot', ['Can', 'not']], ['gonna', ['gon', 'na']], ['Gonna', ['Gon', 'na']],
    ['gotta', ['got', 'ta']], ['Gotta', ['Got', 'ta']], ["let's", ['let', "'s"]], ["Let's", ['Let', "'s"]],
    ...(v19 ? [] : ([["c'mon", ["c'm", 'on']], ["C'mon", ["C'm", 'on']]] as const)),
  ];
  for (const [orth, tokens] of other) add(orth, tokens);
  const rest =
    "'S 's ‘S ‘s and/or 're 'Cause ma'am Ma'am o'clock O'clock " +
    (v19
      ? ''
      : "w/o 'cause 'cos 'Cos 'coz 'Coz 'cuz 'Cuz 'bout lovin' Lovin' lovin Lovin havin' Havin' havin Havin doin' Doin' doin Doin goin' Goin' goin Goin ") +
    'Mt. Ak. Ala. Apr. Ariz. Ark. Aug. Calif. Colo. Conn. Dec. Del. Feb. Fla. Ga. Ia. Id. Ill. Ind. Jan. Jul. Jun. Kan. ' +
    'Kans. Ky. La. Mar. Mass. Mich. Minn. Miss. N.C. N.D. N.H. N.J. N.M. N.Y. Neb. Nebr. Nev. Nov. Oct. Okla. Ore. Pa. ' +
    'S.C. Sep. Sept. Tenn. Va. Wash. Wis. ' +
    "'d a.m. Adm. Bros. co. Co. Corp. D.C. Dr. e.g. E.g. E.G. Gen. Gov. i.e. I.e. I.E. Inc. Jr. Ltd. Md. Messrs. Mo. " +
    'Mont. Mr. Mrs. Ms. p.m. Ph.D. Rep. Rev. Sen. St. vs. ' +
    (v19 ? 'May.' : 'Prof. v.s.');
  for (const w of words(rest)) add(w);
  // words that the contraction patterns would split but that are words of their own
  for (const w of ['Ill', 'ill', 'Its', 'its', 'Hell', 'hell', 'Shell', 'shell', 'Shed', 'shed', 'were', 'Were', 'Well', 'well', 'Whore', 'whore']) map.delete(w);

  // single letters with a period, emoticons and the like: in v3 part of the table the apostrophe copies are made
  // from; in 1.9 added after them (so `:')` has no `:’)`)
  const emoticonsAndAbbreviations = () => {
    for (const w of ["'", '\\")', '<space>', "''", 'C++', ...'abcdefghijklmnopqrstuvwxyzäöü'.split('').map((c) => `${c}.`)]) add(w);
    const emoticons =
      ':) :-) :)) :-)) :))) :-))) (: (-: =) (= ' + (v19 ? '") ' : '') + ':] :-] [: [-: ' + (v19 ? '' : '[= =] ') +
      ':o) (o: :} :-} 8) 8-) (-8 ;) ;-) (; (-; :( :-( :(( :-(( :((( :-((( ): )-: =( >:( ' +
      ":') :'-) :'( :'-( :/ :-/ =/ =| :| :-| " + (v19 ? '' : ']= =[ ') +
      ':1 :P :-P :p :-p :O :-O :o :-o :0 :-0 :() >:o :* :-* :3 :-3 =3 :> :-> :X :-X :x :-x :D :-D ;D ;-D ' +
      '=D xD XD xDD XDD 8D 8-D ^_^ ^__^ ^___^ >.< >.> <.< ._. ;_; -_- -__- v.v V.V v_v V_V o_o o_O O_o O_O 0_o o_0 0_0 o.O O.o O.O o.o 0.0 o.0 0.o ' +
      '@_@ <3 <33 <333 </3 (^_^) (-_-) (._.) (>_<) (*_*) (¬_¬) ಠ_ಠ ಠ︵ಠ (ಠ_ಠ) ¯\\(ツ)/¯ (╯°□°）╯︵┻━┻ ><(((*>';
    for (const e of words(emoticons)) add(e);
  };
  if (!v19) {
    emoticonsAndAbbreviations();
    for (const u of 'cfkCFK') add(`°${u}.`, ['°', u, '.']);
  }
  // every case with a straight apostrophe also exists with a typographic one (spaCy's expand_exc)
  for (const [orth, tokens] of [...map]) {
    if (orth.includes("'")) map.set(orth.replaceAll("'", '’'), tokens.map((t) => t.replaceAll("'", '’')));
  }
  if (v19) emoticonsAndAbbreviations();
  return map;
}
