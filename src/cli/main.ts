#!/usr/bin/env node
/**
 * The `gecval` command. Each subcommand lives in `src/cli/commands/<name>.ts` and exports
 * `register(program)`; modules are discovered here so that commands can be added without editing this file.
 * Command modules keep their top-level imports light and load the library inside their action, so
 * `gecval --help` starts fast.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { isInputError } from '../core/errors.js';
import { VERSION } from '../core/version.js';

export interface CommandModule {
  register(program: Command): void;
}

async function loadCommands(program: Command): Promise<void> {
  const dir = fileURLToPath(new URL('./commands/', import.meta.url));
  const files = readdirSync(dir)
    .filter((name) => (name.endsWith('.js') || name.endsWith('.ts')) && !name.endsWith('.d.ts') && !name.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as Partial<CommandModule>;
    if (typeof module.register === 'function') module.register(program);
  }
}

function reportAndExit(error: unknown): never {
  if (isInputError(error)) {
    process.stderr.write(`gecval: error: ${error.format()}\n`);
    process.exit(2);
  }
  if (error instanceof CommanderError) process.exit(error.exitCode);
  process.stderr.write(`gecval: internal error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(70);
}

export async function main(argv: string[]): Promise<void> {
  // `gecval ... | head` closes the pipe early; that is the reader's choice, not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const program = new Command();
  program
    .name('gecval')
    .description('Evaluate grammatical error correction and the metrics that evaluate it.')
    .version(VERSION)
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  await loadCommands(program);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    reportAndExit(error);
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly || process.argv[1]?.endsWith('/gecval') || process.argv[1]?.endsWith('\\gecval')) {
  main(process.argv).catch(reportAndExit);
}
