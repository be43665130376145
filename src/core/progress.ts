/**
 * Long analyses report progress through this interface so the library stays free of terminal code;
 * the CLI passes a cli-progress bar (src/cli/progress.ts), library users pass nothing or their own.
 */
export interface Progress {
  start(total: number, label: string): void;
  increment(by?: number): void;
  stop(): void;
}

export const silentProgress: Progress = {
  start() {},
  increment() {},
  stop() {},
};

/** One line of a run's time summary: a stage and the seconds spent in it. */
export interface StageTime {
  readonly stage: string;
  readonly seconds: number;
}

/**
 * Where a run's time went. Every moment between construction and `summary()` belongs to exactly one stage, so the
 * stages add up to the whole run: the current phase (`phase(name)`, e.g. a report section) or, while a progress stage
 * of that phase runs (`wrap(progress)` sees its `start`/`stop`), `phase › label`. Stages met again are summed, listed
 * in the order they first appeared.
 */
export class StageClock {
  private readonly totals = new Map<string, number>();
  private phaseName: string;
  private current: string;
  private since: number;

  /** `start`: when the first phase began, on `now`'s clock (default: now). */
  constructor(firstPhase: string, private readonly now: () => number = () => performance.now(), start?: number) {
    this.phaseName = firstPhase;
    this.current = firstPhase;
    this.since = start ?? now();
  }

  private switchTo(stage: string): void {
    const t = this.now();
    this.totals.set(this.current, (this.totals.get(this.current) ?? 0) + (t - this.since) / 1000);
    this.current = stage;
    this.since = t;
  }

  /** Starts a new phase (closes whatever stage was running). */
  phase(name: string): void {
    this.phaseName = name;
    this.switchTo(name);
  }

  /** A progress that reports to `inner` and times each of its stages under the current phase. */
  wrap(inner: Progress): Progress {
    return {
      start: (total, label) => {
        this.switchTo(label === this.phaseName ? label : `${this.phaseName} › ${label}`);
        inner.start(total, label);
      },
      increment: (by) => inner.increment(by),
      stop: () => {
        inner.stop();
        this.switchTo(this.phaseName);
      },
    };
  }

  /**
   * The stages so far, the running one included, seconds rounded to milliseconds. Every stage met is listed, also one
   * that took under a millisecond: which stages appear depends on what ran, never on how fast it ran.
   */
  summary(): StageTime[] {
    this.switchTo(this.current);
    return [...this.totals].map(([stage, seconds]) => ({ stage, seconds: Math.round(seconds * 1000) / 1000 }));
  }
}

/**
 * Runs `body` as one progress stage of `total` steps and closes the stage when it ends (a returned promise: when it
 * settles), even when it throws. Synchronous work
 * must call the `step` it is given often (a timer cannot fire while it runs): every few hundred milliseconds of work.
 */
export function withStage<T>(progress: Progress, label: string, total: number, body: (step: (by?: number) => void) => T): T {
  progress.start(total, label);
  let result: T;
  try {
    result = body((by) => progress.increment(by));
  } catch (error) {
    progress.stop();
    throw error;
  }
  if (result instanceof Promise) return result.finally(() => progress.stop()) as T;
  progress.stop();
  return result;
}
