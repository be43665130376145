/**
 * The folder of gecval's package.json, found by walking up from this module. The same code runs from src/ (tsx),
 * from dist/ (tsc output) and from the esbuild bundle of the CLI (dist/bin/ and its chunks), at different depths,
 * so a fixed `../../` would break in one of them; the walk does not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function packageRoot(): string {
  if (cached !== undefined) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === 'gecval') {
      cached = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`gecval's package.json not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}

/** A path inside the package (models/, samples/, dist/…). */
export function packagePath(...parts: string[]): string {
  return join(packageRoot(), ...parts);
}
