import yargs, { type Argv } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { toolVersion } from '../sim/toolInfo.ts';
import { UsageError } from './UsageError.ts';

/**
 * Every command by name, in the order --help lists them, each loaded only when asked for: a player's `odds`
 * should not wait for the runner, the report or the shootout engine to load.
 */
const COMMANDS: Readonly<Record<string, () => Promise<(cli: Argv) => Argv>>> = {
  odds: async () => (await import('./oddsCommand.ts')).oddsCommand,
  duel: async () => (await import('./duelCommand.ts')).duelCommand,
  rules: async () => (await import('./rulesCommand.ts')).rulesCommand,
  run: async () => (await import('./runCommand.ts')).runCommand,
  validate: async () => (await import('./validateCommand.ts')).validateCommand,
  merge: async () => (await import('./mergeCommand.ts')).mergeCommand,
  list: async () => (await import('./listCommand.ts')).listCommand,
  report: async () => (await import('./reportCommand.ts')).reportCommand,
  replay: async () => (await import('./replayCommand.ts')).replayCommand,
  drift: async () => (await import('./driftCommand.ts')).driftCommand,
  balance: async () => (await import('./balanceCommand.ts')).balanceCommand,
  faircost: async () => (await import('./fairCostCommand.ts')).fairCostCommand,
  worker: async () => (await import('./workerCommand.ts')).workerCommand,
};

/**
 * The commands to register for `args`: the one it names (its first word that is not a flag), or all of them
 * when it names none (the list in --help) or no known one (for yargs' message).
 *
 * @example commandsFor(['odds', 'blaze', '--dice', '6']) // ['odds']
 */
export function commandsFor(args: readonly string[]): readonly string[] {
  const named = args.find((a) => !a.startsWith('-'));
  return named !== undefined && Object.hasOwn(COMMANDS, named) ? [named] : Object.keys(COMMANDS);
}

/** Runs the `triggernometry` command line on `args` (the process's arguments by default). */
export async function main(args: readonly string[] = hideBin(process.argv)): Promise<void> {
  // A reader that stops early (`| head`) closes the pipe: end quietly, as `cat` does, not with a stack trace.
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(process.exitCode ?? 0);
    });
  const names = commandsFor(args);
  // Loaded with the odds command anyway: names a mechanic it does not know instead of yargs' "Unknown argument".
  const odds = names.includes('odds') ? await import('./oddsCommand.ts') : null;
  let cli = yargs([...args])
    .scriptName('triggernometry')
    .usage('$0 <command> [flags]\n\nMonte Carlo balance analyzer for Old West skirmish wargames.')
    .strict()
    .demandCommand(1, 'name a command (see --help)')
    .help()
    .alias('help', 'h')
    // Given, not looked up: yargs would look for package.json from the working folder once compiled.
    .version(toolVersion())
    // yargs' words, whatever the machine's language: the compiled command line carries no translations.
    .locale('en')
    .wrap(Math.min(120, process.stdout.columns || 100))
    .fail((message, error) => {
      if (error) throw error;
      // yargs says "Unknown argument: x"; say which command's --help lists what is allowed.
      const unknown = /^Unknown arguments?: (.*)$/.exec(message);
      const mechanic = unknown && odds ? odds.unknownMechanic(args) : null;
      if (mechanic) throw new UsageError(mechanic);
      if (unknown)
        throw new UsageError(`unknown flag or command: ${unknown[1]} (see --help for the allowed ones)`);
      throw new UsageError(message);
    });
  const registers = await Promise.all(names.map((name) => COMMANDS[name]!()));
  for (const register of registers) cli = register(cli);
  try {
    await cli.parseAsync();
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`triggernometry: ${error.message.split('\n').join(' ')}\n`);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
}
