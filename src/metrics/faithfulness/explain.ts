/**
 * The explanation of a sentence's faithfulness in a shape an HTML section (or any table) renders directly: one row
 * per change that cost meaning, with the tokens before and after, the ERRANT type, the UCCA role, the score points
 * it took and the reasons in words.
 */
import type { SentenceFaithfulness } from './model.js';

export interface ExplanationRow {
  /** `'go' → 'went'`, `'to Mary' → ∅`, or `(rewrite)`. */
  readonly change: string;
  /** Source token span [start, end), when the row is an edit. */
  readonly span?: readonly [number, number];
  readonly type: string;
  readonly role: string;
  /** Score points lost to this change (rows add up to 1 − score). */
  readonly drop: number;
  readonly reasons: string;
}

export interface ExplanationView {
  readonly score: number;
  readonly rows: readonly ExplanationRow[];
}

const quoted = (text: string | undefined): string => (text === undefined || text === '' ? '∅' : `'${text}'`);

export function explanationView(sentence: SentenceFaithfulness): ExplanationView {
  return {
    score: sentence.score,
    rows: sentence.explanation.map((item) => ({
      change: item.kind === 'rewrite' ? '(rewrite)' : `${quoted(item.original)} → ${quoted(item.correction)}`,
      ...(item.span ? { span: item.span } : {}),
      type: item.type ?? '',
      role: item.role ?? '',
      drop: item.drop,
      reasons: [...item.reasons, ...item.contributions.map((c) => `${c.feature} ${c.value.toFixed(2)} → cost ${c.cost.toFixed(3)}`)].join('; '),
    })),
  };
}
