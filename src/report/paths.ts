/**
 * Where the package's own files live (samples/, models/), found from package.json so that the same code works from
 * src/ (tsx), dist/ and the bundled CLI.
 */
import { packagePath } from '../core/package-root.js';

export { packageRoot } from '../core/package-root.js';

export function samplesDir(...parts: string[]): string {
  return packagePath('samples', ...parts);
}

export function modelsDir(...parts: string[]): string {
  return packagePath('models', ...parts);
}
