/**
 * Token-level differences between a source and a corrected sentence, for highlighting edits in the explorer.
 * A plain LCS alignment over whitespace tokens: sentences are short, and the explorer only needs what changed.
 * Runs of equal tokens, deletions and insertions are merged into one op each.
 */
export type DiffOp = readonly ['e' | 'd' | 'i', string];

export function tokenDiff(source: string, target: string): DiffOp[] {
  const a = source.split(/\s+/u).filter(Boolean);
  const b = target.split(/\s+/u).filter(Boolean);
  const n = a.length;
  const m = b.length;
  // lcs[i][j] = LCS length of a[i..] and b[j..], in one flat array.
  const lcs = new Uint16Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * (m + 1) + j] = a[i] === b[j] ? lcs[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lcs[(i + 1) * (m + 1) + j]!, lcs[i * (m + 1) + j + 1]!);
    }
  }
  const ops: ['e' | 'd' | 'i', string[]][] = [];
  const push = (kind: 'e' | 'd' | 'i', token: string) => {
    const last = ops[ops.length - 1];
    if (last !== undefined && last[0] === kind) last[1].push(token);
    else ops.push([kind, [token]]);
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      push('e', a[i]!);
      i++;
      j++;
    } else if (j < m && (i === n || lcs[i * (m + 1) + j + 1]! >= lcs[(i + 1) * (m + 1) + j]!)) {
      push('i', b[j]!);
      j++;
    } else {
      push('d', a[i]!);
      i++;
    }
  }
  // Show a replacement as deletion then insertion, the order readers expect.
  for (let k = 0; k + 1 < ops.length; k++) {
    if (ops[k]![0] === 'i' && ops[k + 1]![0] === 'd') [ops[k], ops[k + 1]] = [ops[k + 1]!, ops[k]!];
  }
  return ops.map(([kind, tokens]) => [kind, tokens.join(' ')] as const);
}
