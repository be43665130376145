/**
 * `src/core/package-root.ts` in the browser bundle: the package has no folder there, so paths inside it are names
 * under a fixed root. Nothing reads them from disk: the worker serves the files it fetched from the page's origin
 * under these names (a parser model: `provideParserModel(BUNDLED_PARSER_MODELS.v3, bytes, digest)`).
 */
export const BROWSER_PACKAGE_ROOT = '/gecval';

export function packageRoot(): string {
  return BROWSER_PACKAGE_ROOT;
}

export function packagePath(...parts: string[]): string {
  return [BROWSER_PACKAGE_ROOT, ...parts].join('/');
}
