/**
 * `node:path` in the browser app (POSIX forms): the library names its in-memory files with plain names and calls
 * these for labels (a reference file's stem, a system's name). String functions only; no file system.
 */
export const sep = '/';

export function basename(path: string, suffix?: string): string {
  const trimmed = path.replace(/\/+$/u, '');
  const base = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  return suffix !== undefined && base.endsWith(suffix) && base !== suffix ? base.slice(0, -suffix.length) : base;
}

export function dirname(path: string): string {
  const trimmed = path.replace(/\/+$/u, '');
  const at = trimmed.lastIndexOf('/');
  return at < 0 ? '.' : at === 0 ? '/' : trimmed.slice(0, at);
}

export function extname(path: string): string {
  const base = basename(path);
  const at = base.lastIndexOf('.');
  return at <= 0 ? '' : base.slice(at);
}

export function isAbsolute(path: string): boolean {
  return path.startsWith('/');
}

function normalize(path: string): string {
  const absolute = path.startsWith('/');
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (part !== '..' || !absolute) parts.push(part);
  }
  const joined = parts.join('/');
  return absolute ? `/${joined}` : joined === '' ? '.' : joined;
}

export function join(...parts: string[]): string {
  return normalize(parts.filter((p) => p !== '').join('/'));
}

export function resolve(...parts: string[]): string {
  let path = '';
  for (const part of parts) path = part.startsWith('/') ? part : path === '' ? part : `${path}/${part}`;
  return normalize(path.startsWith('/') ? path : `/${path}`);
}

export default { sep, basename, dirname, extname, isAbsolute, join, resolve };
