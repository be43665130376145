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
