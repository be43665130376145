/**
 * Where the package's own files live. Resolved from this module's URL so that the same code finds samples/ and
 * models/ whether it runs from src/ (tsx) or from dist/ (the published bin): both are two levels below the root.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export function packageRoot(): string {
  return fileURLToPath(new URL('../../', import.meta.url));
}

export function samplesDir(...parts: string[]): string {
  return join(packageRoot(), 'samples', ...parts);
}

export function modelsDir(...parts: string[]): string {
  return join(packageRoot(), 'models', ...parts);
}
