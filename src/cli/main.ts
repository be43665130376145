#!/usr/bin/env node
/**
 * The `gecval` command. Each subcommand lives in `src/cli/commands/<name>.ts` and exports `register(program)`;
 * command-list.ts names them all. Only the command being run is loaded (all of them for `--help` or an unknown
 * name), and command modules load the library inside their action, so a one-sentence `gecval m2` starts fast.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { isInputError, oneLineSafe } from '../core/errors.js';
import { VERSION } from '../core/version.js';
import { setQuiet } from './progress.js';
import { guardOutput } from './stdout.js';
import { trackInputs } from '../core/write.js';
import { COMMANDS } from './command-list.js';

export interface CommandModule {
  register(program: Command): void;
}

/**
 * Registers the command named on the command line, none for `--version`, or every command when none is named or the name is unknown
 * (help lists them all; commander suggests the nearest name). Global options (`-q`) take no value, so the first
 * argument that is not an option is the command's name.
 */
async function loadCommands(program: Command, argv: readonly string[]): Promise<void> {
  const name = argv.slice(2).find((arg) => !arg.startsWith('-'));
  const named = COMMANDS.find((command) => command.file === name);
  // `gecval --version` needs no command at all.
  if (name === undefined && argv.some((arg) => arg === '--version' || arg === '-V')) return;
  const modules = await Promise.all((named ? [named] : COMMANDS).map((command) => command.load()));
  for (const module of modules) module.register(program);
}

function reportAndExit(error: unknown): never {
  if (isInputError(error)) {
    // One line, always: a message that quotes input (a JSON parser's, a file name) may hold newlines or escapes.
    process.stderr.write(`gecval: error: ${oneLineSafe(error.format())}\n`);
    process.exit(2);
  }
  // Commander has already printed its one-line message; a usage error is bad input like any other (exit 2),
  // while --help and --version end with 0.
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
  process.stderr.write(`gecval: internal error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(70);
}

export async function main(argv: string[]): Promise<void> {
  // Standard output failures are one line (a closed reader, `| head`, a quiet success); signals remove temporary
  // files; the inputs this run reads are recorded so that no output can replace one (src/cli/stdout.ts, core/write.ts).
  guardOutput();
  trackInputs();
  const program = new Command();
  program
    .name('gecval')
    .description('Evaluate grammatical error correction and the metrics that evaluate it.')
    .version(VERSION)
    .option('-q, --quiet', 'no progress output on stderr (errors and warnings still print)')
    .configureOutput({ outputError: (message, write) => write(oneLineUsageError(message)) })
    .exitOverride();
  program.hook('preAction', (command) => setQuiet(command.optsWithGlobals().quiet === true));
  try {
    await loadCommands(program, argv);
    await program.parseAsync(argv);
  } catch (error) {
    reportAndExit(error);
  }
}

/** Commander's `error: unknown option '--x'` as gecval's one-line form, with where to look for usage. */
export function oneLineUsageError(message: string): string {
  const text = oneLineSafe(message.replace(/^error:\s*/i, '').replace(/\s+/g, ' ').trim());
  return `gecval: error: ${text} (see gecval --help)\n`;
}

/**
 * Runs `main` when this file is the program, however it was reached: `node dist/cli/main.js`, the `gecval` bin
 * link npm creates, or a path through symlinked folders (pnpm, Nix, a symlinked home or checkout). Comparing real
 * paths, not the URL as given, is what makes the symlinked cases work.
 */
function isProgramEntry(): boolean {
  const invoked = process.argv[1];
  if (invoked === undefined) return false;
  try {
    return realpathSync(invoked) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isProgramEntry()) {
  main(process.argv).catch(reportAndExit);
}
