/**
 * Joint action+label classes (docs/parser.md, "Transition system") and the validity mask of a state over them. Ties in
 * scoring go to the lowest class index, so the class order is part of the model.
 */
import { Move, TERM_LABEL, type Action, type ParserState } from './state.js';

export interface LabelSets {
  primary: string[];
  remote: string[];
  root: string[];
}

export class ActionClasses {
  readonly moves: Move[] = [];
  readonly labels: string[] = [];
  readonly rootLabels: Set<string>;
  private readonly index = new Map<string, number>();
  /** For edge classes: 1 = `#term` label, 2 = a root label, 0 otherwise. */
  private readonly labelKind: Uint8Array;
  /** `validMask`'s per-move scratch (every entry is written before it is read). */
  private readonly allowedMoves = new Uint8Array(10);

  constructor(readonly sets: LabelSets) {
    this.rootLabels = new Set(sets.root);
    const add = (move: Move, label: string): void => {
      this.index.set(`${move}:${label}`, this.moves.length);
      this.moves.push(move);
      this.labels.push(label);
    };
    for (const m of [Move.Shift, Move.Reduce, Move.Unit, Move.Swap, Move.Finish]) add(m, '');
    add(Move.LeftEdge, TERM_LABEL);
    add(Move.RightEdge, TERM_LABEL);
    for (const label of sets.primary) {
      add(Move.Node, label);
      add(Move.LeftEdge, label);
      add(Move.RightEdge, label);
    }
    for (const label of sets.remote) {
      add(Move.LeftRemote, label);
      add(Move.RightRemote, label);
    }
    this.labelKind = new Uint8Array(this.moves.length);
    this.labels.forEach((l, c) => {
      this.labelKind[c] = l === TERM_LABEL ? 1 : this.rootLabels.has(l) ? 2 : 0;
    });
  }

  get size(): number {
    return this.moves.length;
  }

  classOf(action: Action): number {
    const c = this.index.get(`${action.move}:${action.label}`);
    if (c === undefined) throw new Error(`no class for ${action.move}:${action.label}`);
    return c;
  }

  action(c: number): Action {
    return { move: this.moves[c]!, label: this.labels[c]! };
  }

  /** Fills `mask` (1 = valid) for the state; returns how many classes are valid. */
  validMask(st: ParserState, mask: Uint8Array): number {
    const allowed = this.allowedMoves;
    for (let m = 0; m < 10; m++) allowed[m] = st.allowed(m as Move) ? 1 : 0;
    const s0 = st.s(0);
    const s1 = st.s(1);
    const leftChildToken = s1 >= 0 && st.isToken(s1);
    const rightChildToken = s0 >= 0 && st.isToken(s0);
    const rightParentRoot = s1 === st.root;
    let count = 0;
    for (let c = 0; c < this.moves.length; c++) {
      const move = this.moves[c]!;
      let ok = allowed[move] === 1;
      if (ok && (move === Move.LeftEdge || move === Move.RightEdge)) {
        const childToken = move === Move.LeftEdge ? leftChildToken : rightChildToken;
        const kind = this.labelKind[c]!;
        if (childToken) ok = kind === 1;
        else if (kind === 1) ok = false;
        else if (move === Move.RightEdge && rightParentRoot) ok = kind === 2;
      }
      mask[c] = ok ? 1 : 0;
      if (ok) count++;
    }
    return count;
  }
}
