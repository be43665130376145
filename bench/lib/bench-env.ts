/**
 * What every whole-process bench needs to know about where it runs: the checkout, the shared research data
 * ($GECVAL_SHARED or ../shared), the bundled CLI a user runs (`npm run build` first), and its own flags.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const sharedRoot = process.env.GECVAL_SHARED ?? resolve(repoRoot, '..', 'shared');
export const GECVAL_BIN = join(repoRoot, 'dist', 'bin', 'gecval.js');

const argv = process.argv.slice(2);
/** The value after `--name`, if given. */
export const arg = (name: string): string | undefined => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
/** Every value given after a repeated `--name`. */
export const args = (name: string): string[] => argv.flatMap((a, i) => (a === name && i + 1 < argv.length ? [argv[i + 1]!] : []));
/** `--quick`: smaller inputs and fewer runs (a smoke test). */
export const QUICK = argv.includes('--quick');
