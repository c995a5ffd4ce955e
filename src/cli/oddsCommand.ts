import type { Argv } from 'yargs';
import { answerOdds, type SimulationRequest } from '../odds/answerOdds.ts';
import { formatOdds, formatOddsSweep } from '../odds/formatOdds.ts';
import type { OddsMechanic, OptionValues, ParamSpec } from '../odds/OddsMechanic.ts';
import { ODDS_MECHANICS } from '../odds/oddsMechanics.ts';
import { oddsToJson } from '../odds/oddsToJson.ts';
import { parseIntFlag } from './parseIntFlag.ts';
import { parseOptionFlags } from './parseOptionFlags.ts';
import { parseSeed } from './parseSeed.ts';
import { UsageError } from './UsageError.ts';
import { terminalWidth, WIDE_OPTION } from './terminalWidth.ts';

/** The most values one `--flag A..B` sweep may ask for. */
const MAX_SWEEP = 100;
const MAX_SIMULATE = 100_000_000;

type Args = Record<string, unknown>;

/** A parsed `odds` request: fixed parameters, at most one swept integer parameter, options, sampling. */
interface OddsRequest {
  readonly params: Record<string, number | boolean | string>;
  readonly sweep?: { readonly name: string; readonly values: readonly number[] };
  readonly options: OptionValues;
  readonly simulate?: SimulationRequest;
}

function parseParam(
  spec: ParamSpec,
  given: unknown,
  request: { sweep?: OddsRequest['sweep'] },
): number | boolean | string {
  if (spec.kind === 'flag') return given === true;
  // yargs hands every other flag over as a string (they are declared so).
  const raw = given === undefined ? undefined : typeof given === 'string' ? given : JSON.stringify(given);
  if (spec.kind === 'choice') {
    const v = raw ?? spec.default;
    if (!spec.choices.includes(v))
      throw new UsageError(`--${spec.name} must be one of ${spec.choices.join(', ')} (got "${v}")`);
    return v;
  }
  if (raw === undefined) {
    if (spec.default === undefined)
      throw new UsageError(`--${spec.name} is required: an integer from ${spec.min} to ${spec.max}`);
    return spec.default;
  }
  const range = /^\s*([+-]?\d+)\s*\.\.\s*([+-]?\d+)\s*$/.exec(raw);
  if (!range) return parseIntFlag(spec.name, raw, spec);
  if (request.sweep)
    throw new UsageError(`only one flag may be a range A..B (--${request.sweep.name} already is)`);
  const lo = parseIntFlag(spec.name, range[1], spec);
  const hi = parseIntFlag(spec.name, range[2], spec);
  if (hi < lo || hi - lo + 1 > MAX_SWEEP) {
    throw new UsageError(`--${spec.name} range ${raw} must run upwards over at most ${MAX_SWEEP} values`);
  }
  request.sweep = { name: spec.name, values: Array.from({ length: hi - lo + 1 }, (_, i) => lo + i) };
  return lo;
}

function parseRequest(mechanic: OddsMechanic, argv: Args): OddsRequest {
  const request: { sweep?: OddsRequest['sweep'] } = {};
  const params: Record<string, number | boolean | string> = {};
  for (const spec of mechanic.params) params[spec.name] = parseParam(spec, argv[spec.name], request);
  const refused = mechanic.refuse?.(params);
  if (refused) throw new UsageError(refused);
  const options = parseOptionFlags(argv.option, mechanic.options);
  let simulate: SimulationRequest | undefined;
  if (argv.simulate !== undefined) {
    const trials = parseIntFlag('simulate', argv.simulate, { min: 1, max: MAX_SIMULATE });
    if (argv.seed === undefined)
      throw new UsageError('--simulate needs an explicit --seed (an integer or a short token)');
    simulate = { trials, seed: parseSeed(argv.seed) };
  } else if (argv.seed !== undefined) {
    throw new UsageError('--seed only applies with --simulate N');
  }
  return {
    params,
    options,
    ...(request.sweep ? { sweep: request.sweep } : {}),
    ...(simulate ? { simulate } : {}),
  };
}

/** A progress line on stderr for long simulations, only when a person is watching it. */
function progressFor(request: OddsRequest): ((done: number) => void) | undefined {
  const trials = request.simulate?.trials ?? 0;
  if (!process.stderr.isTTY || trials < 2_000_000) return undefined;
  const start = Date.now();
  return (done) => {
    const rate = done / Math.max(1e-3, (Date.now() - start) / 1000);
    const eta = Math.ceil((trials - done) / rate);
    process.stderr.write(
      `\rsimulating: ${((100 * done) / trials).toFixed(0)}% of ${trials} trials, ${eta}s left  `,
    );
  };
}

function runMechanic(mechanic: OddsMechanic, argv: Args): void {
  const request = parseRequest(mechanic, argv);
  const json = argv.json === true;
  const width = terminalWidth(argv.wide === true);
  const progress = progressFor(request);
  if (!request.sweep) {
    const answer = answerOdds(mechanic, request.params, request.options, request.simulate, progress);
    if (progress) process.stderr.write('\r\x1b[K');
    process.stdout.write(
      json ? `${JSON.stringify(oddsToJson(answer), null, 2)}\n` : formatOdds(answer, width),
    );
    return;
  }
  const { name, values } = request.sweep;
  // Every value of the range is refused up front, as the first was, so nothing is printed for a bad range.
  for (const v of values) {
    const refused = mechanic.refuse?.({ ...request.params, [name]: v });
    if (refused) throw new UsageError(refused);
  }
  const answers = values.map((v) =>
    answerOdds(mechanic, { ...request.params, [name]: v }, request.options, request.simulate),
  );
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ mechanic: mechanic.name, sweep: name, results: answers.map(oddsToJson) }, null, 2)}\n`,
    );
  } else if (request.simulate) {
    process.stdout.write(answers.map((a) => formatOdds(a, width)).join('\n'));
  } else {
    process.stdout.write(formatOddsSweep(answers, name, width));
  }
}

function describeParam(spec: ParamSpec): string {
  if (spec.kind === 'int') {
    const def = spec.default === undefined ? ' (required)' : '';
    return `${spec.describe}: an integer ${spec.min}..${spec.max}, or a range A..B for a table${def}`;
  }
  return spec.describe;
}

/**
 * The message for `odds <name>` when the name is no mechanic: it names the word and lists the mechanics. Null
 * when `args` is not such a call.
 *
 * @example unknownMechanic(['odds', 'blaz']) // 'unknown mechanic "blaz"; mechanics: blaze, deliberate, ...'
 */
export function unknownMechanic(args: readonly string[]): string | null {
  const name = args[0] === 'odds' ? args[1] : undefined;
  if (name === undefined || name.startsWith('-') || ODDS_MECHANICS.some((m) => m.name === name)) return null;
  return `unknown mechanic "${name}"; mechanics: ${ODDS_MECHANICS.map((m) => m.name).join(', ')}`;
}

/** Registers `odds <mechanic>`: one subcommand per mechanic, its flags generated from the mechanic's specs. */
export function oddsCommand(cli: Argv): Argv {
  return cli.command(
    'odds',
    'exact odds of a dice mechanic, with an optional Monte Carlo cross-check',
    (odds) => {
      for (const mechanic of ODDS_MECHANICS) {
        odds.command(
          mechanic.name,
          mechanic.summary,
          (y) => {
            for (const spec of mechanic.params) {
              if (spec.kind === 'flag') y.option(spec.name, { type: 'boolean', describe: spec.describe });
              else if (spec.kind === 'choice') {
                y.option(spec.name, {
                  type: 'string',
                  describe: `${spec.describe}: ${spec.choices.join(' | ')}`,
                  default: spec.default,
                });
              } else
                y.option(spec.name, {
                  type: 'string',
                  describe: describeParam(spec),
                  ...(spec.default === undefined ? {} : { default: String(spec.default) }),
                });
            }
            y.option('option', {
              type: 'string',
              array: true,
              describe:
                mechanic.options.length === 0
                  ? 'rule readings key=value (this mechanic has none)'
                  : `rule readings key=value: ${mechanic.options.map((o) => `${o.key}=${o.values.join('|')} (default ${o.default})`).join('; ')}`,
            });
            y.option('simulate', {
              type: 'string',
              describe:
                'also estimate every value from N seeded trials, with 95% and 99.9% intervals, and check each exact value lies inside its 99.9% one',
            });
            y.option('seed', {
              type: 'string',
              describe: 'seed of the simulation (required with --simulate)',
            });
            y.option('json', { type: 'boolean', describe: 'print one JSON object on stdout' });
            y.option('wide', WIDE_OPTION);
            y.epilog(
              `Rules followed: ${mechanic.source}. Readings of ambiguous passages: docs/rules/interpretations/.`,
            );
            return y;
          },
          (argv) => runMechanic(mechanic, argv as Args),
        );
      }
      return odds
        .demandCommand(1, `name a mechanic: ${ODDS_MECHANICS.map((m) => m.name).join(', ')}`)
        .example('$0 odds blaze --dice 6 --cap 3', 'blazing away with 6 dice and a six-shooter')
        .example('$0 odds blaze --dice 1..12 --cap 3', 'a table for 1 to 12 dice')
        .example('$0 odds fast-draw --a 4 --b 6 --simulate 100000 --seed 1', 'Gunman v Legend, sampled');
    },
  );
}
