/**
 * `gecval web`: serves the browser app (dist/web; src/web) on 127.0.0.1 and prints its URL. The page scores the
 * files a user chooses inside the browser, with the library's own code; nothing is sent anywhere.
 */
import type { Command } from 'commander';

export function register(program: Command): void {
  program
    .command('web')
    .description('serve the browser app (score files in a web page, nothing uploaded) on 127.0.0.1 and print its URL')
    .option('--port <n>', 'port on 127.0.0.1 (0: any free port)', '8737')
    .addHelpText('after', '\nExample:\n  gecval web --port 8080     then open the printed URL; Ctrl-C stops the server.\nThe same app can be put on any static host: node scripts/build-web.mjs DIR in a checkout builds a self-contained copy (README, "In the browser").')
    .action(async (options: { port: string }) => {
      const { parseNumberOption } = await import('../io.js');
      const { GecvalInputError } = await import('../../core/errors.js');
      const { packagePath } = await import('../../core/package-root.js');
      const { existsSync } = await import('node:fs');
      const port = parseNumberOption('--port', options.port, { integer: true, min: 0, max: 65535 });
      const root = packagePath('dist', 'web');
      if (!existsSync(`${root}/index.html`)) throw new GecvalInputError(`the browser app is not built (${root}/index.html is missing); run npm run build`);
      const { startWebServer } = await import('../web/server.js');
      const server = await startWebServer(root, port, packagePath('models'));
      process.stdout.write(`gecval web: serving the browser app at ${server.url} (127.0.0.1 only; Ctrl-C stops it)\n`);
    });
}
