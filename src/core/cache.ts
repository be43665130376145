/**
 * gecval's one on-disk cache: a folder per kind of cached work (today `ucca-parses`, the parse service's) under one
 * root. The root is `$GECVAL_CACHE` when set, else the platform's user cache folder + `gecval`
 * (`$XDG_CACHE_HOME/gecval`, or `~/.cache/gecval`). Commands that cache take `--no-cache` to skip it;
 * `gecval cache info` shows the root and its size, `gecval cache clear` empties it.
 */
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { isTemporaryName, writeFileAtomic } from './write.js';

/** The cache root for an environment (default: this process's). */
export function cacheRoot(env: NodeJS.ProcessEnv = process.env): string {
  if (env.GECVAL_CACHE) return resolve(env.GECVAL_CACHE);
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'gecval');
}

/** The folders under the root, one per kind of cached work. */
export const CACHE_KINDS = {
  /** UCCA parses, one XML file per sentence named by a content hash (src/ucca/parser/service.ts). */
  parses: 'ucca-parses',
} as const;

/** Where parses are cached unless told otherwise. */
export function parseCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(cacheRoot(env), CACHE_KINDS.parses);
}

export interface CacheUsage {
  readonly root: string;
  readonly exists: boolean;
  readonly files: number;
  readonly bytes: number;
  /** Per kind folder (and any other folder found under the root). */
  readonly folders: readonly { readonly name: string; readonly files: number; readonly bytes: number }[];
}

function usageOf(path: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const stack = [path];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.isFile()) {
        files++;
        bytes += statSync(full).size;
      }
    }
  }
  return { files, bytes };
}

/** Size of the cache (files and bytes), in total and per folder. */
export function cacheUsage(root: string = cacheRoot()): CacheUsage {
  if (!existsSync(root)) return { root, exists: false, files: 0, bytes: 0, folders: [] };
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .map((name) => ({ name, ...usageOf(join(root, name)) }));
  const total = usageOf(root);
  return { root, exists: true, ...total, folders };
}

/** The names of the cache's own files: a content hash (and extension), or a temporary file of the one writer. */
const CACHE_FILE = /^[0-9a-f]{64}\.[a-z]+$/u;

/**
 * Deletes the cache's own files under the root (the root itself stays); returns what was there. Only files named
 * as the cache names them, in the cache's own folders, are deleted: `$GECVAL_CACHE` set to a folder of other files
 * by mistake (`GECVAL_CACHE=.`) loses none of them.
 */
export function clearCache(root: string = cacheRoot()): CacheUsage {
  const before = cacheUsage(root);
  for (const kind of Object.values(CACHE_KINDS)) {
    const folder = join(root, kind);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
    for (const name of readdirSync(folder)) if (CACHE_FILE.test(name) || isTemporaryName(name)) rmSync(join(folder, name), { force: true });
    if (readdirSync(folder).length === 0) rmSync(folder, { recursive: true, force: true });
  }
  return before;
}

/** The one atomic write (src/core/write.ts), also exported here where the cache's users have always found it. */
export { writeFileAtomic };
