/**
 * What every whole-process bench needs to know about where it runs: the checkout, the shared research data
 * ($GECVAL_SHARED or ../shared), the bundled CLI a user runs (`npm run build` first), and its own flags (read with bench/lib/args.ts).
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const sharedRoot = process.env.GECVAL_SHARED ?? resolve(repoRoot, '..', 'shared');
export const GECVAL_BIN = join(repoRoot, 'dist', 'bin', 'gecval.js');

