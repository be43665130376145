/**
 * gecval's one on-disk cache: a folder per kind of cached work (today `ucca-parses`, the parse service's) under one
 * root. The root is `$GECVAL_CACHE` when set, else the platform's user cache folder + `gecval`
 * (`$XDG_CACHE_HOME/gecval`, or `~/.cache/gecval`). Commands that cache take `--no-cache` to skip it;
 * `gecval cache info` shows the root and its size, `gecval cache clear` empties it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { threadId } from 'node:worker_threads';

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

/** Deletes everything under the cache root (the root itself stays); returns what was there. */
export function clearCache(root: string = cacheRoot()): CacheUsage {
  const before = cacheUsage(root);
  if (before.exists) for (const name of readdirSync(root)) rmSync(join(root, name), { recursive: true, force: true });
  return before;
}

/**
 * Writes a file so that concurrent writers (threads, shards on a cluster sharing a cache folder) never leave a
 * half-written file under the final name: a unique temporary name in the same folder, then an atomic rename.
 */
export function writeFileAtomic(path: string, content: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.${threadId}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}
