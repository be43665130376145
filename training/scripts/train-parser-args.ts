/** `--model NAME` for the training scripts: the arguments that wrote a catalogued model, after the given ones. */
import { PARSER_CATALOGUE } from '../../src/ucca/parser/catalogue.js';

export function catalogueArgs(args: readonly string[], script: string): string[] {
  const at = args.indexOf('--model');
  if (at < 0) return [...args];
  const name = args[at + 1] ?? '';
  const entry = PARSER_CATALOGUE[name];
  if (!entry) throw new Error(`--model must name a catalogued model (${Object.keys(PARSER_CATALOGUE).join(', ')}), got '${name}'`);
  if (entry.training.script !== script) throw new Error(`model ${name} is trained by training/scripts/${entry.training.script}`);
  // the scripts take the first occurrence of an option, so the command line wins over the catalogue
  return [...args.slice(0, at), ...args.slice(at + 2), ...entry.training.args];
}
