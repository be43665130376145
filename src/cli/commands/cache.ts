/**
 * `gecval cache info|clear`: where gecval keeps work between runs (UCCA parses; src/core/cache.ts), how much is
 * there, and emptying it. The root is $GECVAL_CACHE, else $XDG_CACHE_HOME/gecval or ~/.cache/gecval.
 */
import type { Command } from 'commander';

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export function register(program: Command): void {
  program
    .command('cache')
    .description("show or clear gecval's cache of work kept between runs (UCCA parses): $GECVAL_CACHE, else $XDG_CACHE_HOME/gecval or ~/.cache/gecval")
    .argument('<action>', "'info' (where the cache is and its size) or 'clear' (delete everything in it)")
    .option('--json', 'info: print JSON {root, exists, files, bytes, folders}')
    .addHelpText('after', '\nCommands that cache take --cache DIR to use another folder and --no-cache to skip it.\n\nExamples:\n  gecval cache info\n  GECVAL_CACHE=/scratch/gecval gecval cache clear')
    .action(async (action: string, options: { json?: boolean }) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { cacheRoot, cacheUsage, clearCache } = await import('../../core/cache.js');
      const { printJson } = await import('../io.js');
      if (action === 'info') {
        const usage = cacheUsage(cacheRoot());
        if (options.json) {
          printJson(usage);
          return;
        }
        process.stdout.write(`${usage.root}${usage.exists ? '' : ' (not created yet)'}\n${usage.files} files, ${size(usage.bytes)}\n`);
        for (const folder of usage.folders) process.stdout.write(`  ${folder.name}/: ${folder.files} files, ${size(folder.bytes)}\n`);
        return;
      }
      if (action === 'clear') {
        const before = clearCache(cacheRoot());
        const after = cacheUsage(cacheRoot());
        process.stdout.write(`cleared ${before.root}: ${before.files - after.files} files, ${size(before.bytes - after.bytes)}\n`);
        if (after.files > 0) (await import('../io.js')).printWarning(`kept ${after.files} files in ${after.root} that are not gecval's cache entries (it deletes only its own)`);
        return;
      }
      throw new GecvalInputError(`cache: unknown action '${action}' (expected 'info' or 'clear')`);
    });
}
