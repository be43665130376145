/**
 * `gecval serve`: a long-running scorer speaking JSON lines over standard input and output (docs/serve.md), for
 * clients such as the Python package in python/. The service is src/cli/serve/.
 */
import type { Command } from 'commander';
import { addJobsOption, type JobsCliOptions } from '../jobs.js';

export function register(program: Command): void {
  const command = program
    .command('serve')
    .description('answer JSON-lines requests on stdin/stdout (score, m2, errant, edits, parse, usim, faithfulness; docs/serve.md), models loaded once')
    .addHelpText('after', '\nExample:\n  echo \'{"id": 1, "method": "hello"}\' | gecval serve\nProtocol: docs/serve.md; Python client: python/ (pip install ./node_modules/gecval/python).');
  addJobsOption(command, 'parse, usim and faithfulness requests').action(async (options: JobsCliOptions) => {
    const { jobsFrom } = await import('../jobs.js');
    const { serve } = await import('../serve/server.js');
    await serve({ input: process.stdin, output: process.stdout, jobs: await jobsFrom(options) });
  });
}
