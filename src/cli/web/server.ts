/**
 * The static server behind `gecval web`: serves the browser app (dist/web, built by `npm run build`) on 127.0.0.1
 * only, GET and HEAD only, files under the app's folder only, with a Content-Security-Policy that lets the page
 * load and connect to its own origin and nothing else.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GecvalInputError } from '../../core/errors.js';

/** The policy the page also states in a <meta> tag (src/web/index.html): nothing outside the page's own origin. */
export const WEB_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.m2': 'text/plain; charset=utf-8',
  '.gz': 'application/gzip',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
};

export interface WebServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

/**
 * Starts serving `root` on 127.0.0.1:`port` (0: a free port). `models`: the folder holding the files that
 * `root/model-files.json` names (page path → file name) when the build did not copy them into `root` (the package's
 * own dist/web serves the package's models/ folder instead of a second copy of 30 MB).
 */
export async function startWebServer(root: string, port: number, models?: string): Promise<WebServer> {
  const base = resolve(root);
  const modelFiles = readModelTable(base, models);
  const server = createServer((request, response) => {
    void (async () => {
      const headers = {
        'Content-Security-Policy': WEB_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cache-Control': 'no-cache',
      };
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
        return;
      }
      let path: string;
      try {
        path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
      } catch {
        response.writeHead(400, headers).end();
        return;
      }
      const inRoot = resolve(join(base, path.endsWith('/') ? `${path}index.html` : path));
      const file = !existsSync(inRoot) && modelFiles.has(path) ? modelFiles.get(path)! : inRoot;
      if (file !== modelFiles.get(path) && file !== base && !file.startsWith(base + sep)) {
        response.writeHead(404, headers).end();
        return;
      }
      try {
        if (!(await stat(file)).isFile()) throw new Error('not a file');
        const body = await readFile(file);
        response.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Content-Length': body.length });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      }
    })();
  });
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      fail(error.code === 'EADDRINUSE' ? new GecvalInputError(`port ${port} on 127.0.0.1 is in use; give another with --port (0: any free port)`) : error);
    });
    server.listen(port, '127.0.0.1', () => done());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}/`,
    server,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * `/page/path` → absolute file, for the model files the build listed in model-files.json (none without `models`):
 * a file of `models`, or `npm:PACKAGE@VERSION:FILE`, FILE beside the entry module of an installed package (Harper's
 * binary from harper.js; left out when the package is not installed or has another version, so the page gets a 404
 * and says so).
 */
function readModelTable(base: string, models: string | undefined): Map<string, string> {
  const table = join(base, 'model-files.json');
  if (models === undefined || !existsSync(table)) return new Map();
  const entries = Object.entries(JSON.parse(readFileSync(table, 'utf8')) as Record<string, string>);
  const located = entries.map(([url, file]): [string, string | undefined] => [`/${url}`, file.startsWith('npm:') ? inPackage(file) : join(resolve(models), basename(file))]);
  return new Map(located.filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * `npm:NAME@VERSION:FILE`: FILE beside the entry module of the installed package NAME, when its version is VERSION
 * (the app's bundled code was built against it: harper.js's JavaScript glue must match its binary); else undefined.
 */
function inPackage(spec: string): string | undefined {
  const [, pkg, file] = spec.split(':');
  const at = pkg!.lastIndexOf('@');
  const [name, version] = at > 0 ? [pkg!.slice(0, at), pkg!.slice(at + 1)] : [pkg!, undefined];
  try {
    const entryDir = dirname(fileURLToPath(import.meta.resolve(name)));
    if (version !== undefined && installedVersion(entryDir, name) !== version) return undefined;
    return join(entryDir, basename(file!));
  } catch {
    return undefined;
  }
}

/** The version in the package.json of `name` at or above `dir`. */
function installedVersion(dir: string, name: string): string | undefined {
  for (let d = dir; ; d = dirname(d)) {
    const file = join(d, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name) return pkg.version;
    }
    if (dirname(d) === d) return undefined;
  }
}
