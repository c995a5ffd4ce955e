import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { driftCommand } from './driftCommand.ts';
import { duelCommand } from './duelCommand.ts';
import { listCommand } from './listCommand.ts';
import { mergeCommand } from './mergeCommand.ts';
import { oddsCommand, unknownMechanic } from './oddsCommand.ts';
import { replayCommand } from './replayCommand.ts';
import { reportCommand } from './reportCommand.ts';
import { rulesCommand } from './rulesCommand.ts';
import { runCommand } from './runCommand.ts';
import { validateCommand } from './validateCommand.ts';
import { UsageError } from './UsageError.ts';

/** Runs the `triggernometry` command line on `args` (the process's arguments by default). */
export async function main(args: readonly string[] = hideBin(process.argv)): Promise<void> {
  // A reader that stops early (`| head`) closes the pipe: end quietly, as `cat` does, not with a stack trace.
  for (const stream of [process.stdout, process.stderr])
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(process.exitCode ?? 0);
    });
  let cli = yargs([...args])
    .scriptName('triggernometry')
    .usage('$0 <command> [flags]\n\nMonte Carlo balance analyzer for Old West skirmish wargames.')
    .strict()
    .demandCommand(1, 'name a command (see --help)')
    .help()
    .alias('help', 'h')
    .version()
    .wrap(Math.min(120, process.stdout.columns || 100))
    .fail((message, error) => {
      if (error) throw error;
      // yargs says "Unknown argument: x"; say which command's --help lists what is allowed.
      const unknown = /^Unknown arguments?: (.*)$/.exec(message);
      const mechanic = unknown ? unknownMechanic(args) : null;
      if (mechanic) throw new UsageError(mechanic);
      if (unknown)
        throw new UsageError(`unknown flag or command: ${unknown[1]} (see --help for the allowed ones)`);
      throw new UsageError(message);
    });
  cli = oddsCommand(cli);
  cli = duelCommand(cli);
  cli = rulesCommand(cli);
  cli = runCommand(cli);
  cli = validateCommand(cli);
  cli = mergeCommand(cli);
  cli = listCommand(cli);
  cli = reportCommand(cli);
  cli = replayCommand(cli);
  cli = driftCommand(cli);
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
