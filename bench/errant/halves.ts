/**
 * The two halves of ERRANT's typed files used to check that a typing change generalises: DEV (rules and the learned
 * disambiguator are chosen and trained on it) and HELD-OUT (only measured). The gold file is split by sentence:
 * `conll14.errant:dev` is its first half, `conll14.errant:held` the second (`conll14.errant` alone means all of it).
 */
import { readErrantFile } from './parity.js';

export const DEV_FILES = ['conll14-AMU.errant', 'conll14-CAMB.errant', 'conll14-CUUI.errant', 'conll14.errant:dev'];
export const HELD_OUT_FILES = ['conll14-IITB.errant', 'conll14-IPN.errant', 'conll14-NTHU.errant', 'conll14.errant:held'];

export function sentencesOf(name: string) {
  const [file, half] = name.split(':');
  const all = readErrantFile(file!);
  const middle = Math.floor(all.length / 2);
  return half === 'dev' ? all.slice(0, middle) : half === 'held' ? all.slice(middle) : all;
}
