/**
 * A command's own flag for a metric option (`gecval m2 --beta`, `imeasure -w`): its help text and default come from
 * the metric's one config (src/metrics/metric-options.ts), so the flag, `score -O` and `score --list` cannot drift.
 */
import type { OptionConfig } from '../metrics/metric-options.js';

/** The option's default as commander takes it (a string, parsed like any typed value); undefined for a boolean switch. */
export function flagDefault(option: OptionConfig): string | undefined {
  return option.type === 'boolean' ? undefined : String(option.default);
}

/** The option's help text. */
export function flagHelp(option: OptionConfig): string {
  return option.description;
}
