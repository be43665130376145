/** parseJsonText: syntax errors name the line and column where the text stops being JSON, on one line. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseJsonText } from '../../src/formats/json-text.js';
import { GecvalInputError } from '../../src/core/errors.js';

function errorOf(text: string): string {
  try {
    parseJsonText(text, 'f.json');
  } catch (error) {
    assert.ok(error instanceof GecvalInputError);
    return error.format();
  }
  assert.fail('no error');
}

test('an unexpected token is reported where it is, not at the end of the file (V8 gives no position for it)', () => {
  assert.equal(errorOf('{\n "a": 1,\n "b": x\n}\n'), "f.json:3: invalid JSON at line 3, column 7: Unexpected token 'x'");
  assert.equal(errorOf('He goes to school .\nI like dogs .\n'), "f.json:1: invalid JSON at line 1, column 1: Unexpected token 'H'");
  assert.equal(errorOf('[1,\n2,]'), "f.json:2: invalid JSON at line 2, column 3: Unexpected token ']'");
});

test('errors with a position and truncation keep their place; the message never quotes the input', () => {
  assert.equal(errorOf('{"a": [1, 2,\n\n3 4]}'), "f.json:3: invalid JSON at line 3, column 3: Expected ',' or ']' after array element");
  assert.equal(errorOf('{"a": 1}\n\n{'), 'f.json:3: invalid JSON at line 3, column 1: Unexpected non-whitespace character after JSON');
  assert.equal(errorOf('{"a":'), 'f.json:1: invalid JSON at line 1, column 6: Unexpected end of JSON input');
  const binary = errorOf('\u001f\u008b\u0000A\n\u00c3(\n');
  assert.doesNotMatch(binary, /[\n\u0000-\u001f]/u);
  assert.match(binary, /^f\.json:1: invalid JSON at line 1, column 1: /u);
});

test('a BOM is accepted', () => {
  assert.deepEqual(parseJsonText('\ufeff{"a": [1]}\r\n', 'f.json'), { a: [1] });
});
