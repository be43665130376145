/** The one help text of `--model` (every command that parses), from the model catalogue. */
import { DEFAULT_PARSER_MODEL, PARSER_CATALOGUE } from '../ucca/parser/catalogue.js';

export function modelOptionHelp(prefix = ''): string {
  const names = Object.entries(PARSER_CATALOGUE).map(([name, e]) => `'${name}' (${e.description}${name === DEFAULT_PARSER_MODEL ? ', the default' : ''})`);
  return `${prefix}UCCA parser model: ${names.join(', ')}, or a model file`;
}
