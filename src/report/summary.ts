/**
 * The short text leaderboard the CLI prints after building a report: one row per system, a few metrics,
 * four decimals (the report's precision), then where the report is.
 */
import type { BuiltReport } from './build.js';
import { fmt } from './html.js';
import { ranking } from './sections/leaderboard.js';

export function leaderboardText(report: BuiltReport, maxMetrics = 5): string {
  const lb = report.leaderboard;
  const lines: string[] = [];
  if (lb === undefined || lb.metrics.length === 0) lines.push('no scores (see the report for why)');
  else {
    const metrics = lb.metrics.slice(0, maxMetrics);
    const order = ranking(metrics[0]!);
    const width = Math.max(6, ...order.map((n) => n.length));
    // A column is as wide as its label ("ERRANT F0.5" is 11 characters), at least 10.
    const cols = metrics.map((m) => Math.max(10, m.label.length));
    lines.push([`${'system'.padEnd(width)}`, ...metrics.map((m, k) => m.label.padStart(cols[k]!))].join('  '));
    for (const name of order) lines.push([name.padEnd(width), ...metrics.map((m, k) => fmt(m.systems.find((s) => s.name === name)!.score).padStart(cols[k]!))].join('  '));
    lines.push(`signature: ${lb.signature}`);
    for (const m of metrics) lines.push(`  ${m.label}: ${m.signature}`);
  }
  const notOk = report.sections.filter((s) => s.status !== 'ok');
  for (const s of notOk) lines.push(`section ${s.id}: ${s.status}${s.message ? ` — ${s.message}` : ''}`);
  lines.push(`report: ${report.index} (${(report.indexBytes / 1e6).toFixed(1)} MB; ${(report.totalBytes / 1e6).toFixed(1)} MB with data files) in ${report.seconds.toFixed(1)} s`);
  return `${lines.join('\n')}\n`;
}
