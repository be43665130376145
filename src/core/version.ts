import { readFileSync } from 'node:fs';
import { packagePath } from './package-root.js';

/** The package version, read once from package.json so signatures always name the code that produced a number. */
export const VERSION: string = (JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }).version;
