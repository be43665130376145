import { readFileSync } from 'node:fs';

/** The package version, read once from package.json so signatures always name the code that produced a number. */
export const VERSION: string = (() => {
  const packageJson = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
})();
