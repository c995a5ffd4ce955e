import type { Argv } from 'yargs';
import { APPROACH_POLICY_NAMES } from '../policies/duel/parseApproachPolicy.ts';
import { DUEL_POLICY_NAMES } from '../policies/duel/parseDuelPolicy.ts';
import { CHALLENGE } from '../rules/rwnn/challenge/challengeTable.ts';
import type { RwnnRulesetId } from '../rules/rwnn/tables/rulesetTables.ts';
import { buildDuel } from '../scenarios/duel/buildDuel.ts';
import { DUEL_SKILLS } from '../scenarios/duel/Duellist.ts';
import { DUEL_OUTCOME } from '../scenarios/duel/DuelEngine.ts';
import { DUEL_OPTIONS } from '../scenarios/duel/duelOptions.ts';
import { StoryNarrator } from '../scenarios/duel/Narrator.ts';
import { emptyDuelTally, replayDuel, runDuels, type DuelSetup } from '../scenarios/duel/runDuels.ts';
import { meanInterval } from '../stats/meanInterval.ts';
import { wilsonInterval } from '../stats/wilsonInterval.ts';
import { parseDuellist } from './parseDuellist.ts';
import { parseIntFlag } from './parseIntFlag.ts';
import { parseOptionFlags } from './parseOptionFlags.ts';
import { parseSeed } from './parseSeed.ts';
import { textTable } from './textTable.ts';
import { UsageError } from './UsageError.ts';

const RULESETS: readonly RwnnRulesetId[] = ['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'];
/** 000/003: "The character challenges one or more of his opponents within eighteen inches to a duel." */
const MAX_RANGE = CHALLENGE.rangeInches;
/** Trials per progress step: a block of duels between two looks at the clock. */
const BLOCK = 1 << 16;

type Args = Record<string, unknown>;
const text = (v: unknown, fallback: string): string =>
  typeof v === 'string' ? v : v === undefined ? fallback : JSON.stringify(v);

/**
 * The duel the flags describe, built as an experiment builds a cell's duel ({@link buildDuel}): `duel` and
 * a one-cell `run` of the same setting are the same duel on the same trial streams.
 */
function parseSetup(argv: Args): DuelSetup {
  const ruleset = text(argv.ruleset, 'rwnn-extended') as RwnnRulesetId;
  if (!RULESETS.includes(ruleset))
    throw new UsageError(`--ruleset must be one of ${RULESETS.join(', ')} (got "${ruleset}")`);
  const range = parseIntFlag('range', text(argv.range, ''), { min: 1, max: MAX_RANGE });
  const options = parseOptionFlags(argv.option, DUEL_OPTIONS);
  const start = text(argv.start, 'draw');
  if (start !== 'draw' && start !== 'deck')
    throw new UsageError(`--start must be one of draw, deck (got "${start}")`);
  if (argv.signal !== undefined && start !== 'deck')
    throw new UsageError('--signal needs --start deck: the duellists approach on the fate deck');
  const signal =
    argv.signal === undefined
      ? null
      : parseIntFlag('signal', text(argv.signal, ''), { min: 0, max: MAX_RANGE });
  return buildDuel({
    ruleset,
    options,
    figures: {
      a: parseDuellist('--a', text(argv.a, 'gunman')),
      b: parseDuellist('--b', text(argv.b, 'gunman')),
    },
    params: { range, start, signal },
  });
}

/** The outcomes in words, by DUEL_OUTCOME index, as `odds` prints its events. */
const OUTCOME_WORDS = ['A wins', 'B wins', 'both down', 'unresolved', 'declined'] as const;

function run(argv: Args): void {
  const setup = parseSetup(argv);
  if (argv.seed === undefined)
    throw new UsageError(
      '--seed is required: an integer or a short token (every run can be replayed from it)',
    );
  const seed = parseSeed(argv.seed);
  const trials = parseIntFlag('trials', text(argv.trials, '100000'), { min: 1, max: 1_000_000_000 });
  if (argv.narrate === true) {
    if (argv.trial === undefined)
      throw new UsageError('--narrate needs --trial K: the trial of this run to tell');
    const k = parseIntFlag('trial', text(argv.trial, ''), { min: 0, max: trials - 1 });
    const log = new StoryNarrator();
    log.line(`Trial ${k} of seed ${String(seed)}: ${describe(setup)}.`);
    replayDuel(setup, seed, k, log);
    // The same trial on the fast path, as the summary counted it: the story must end the same way.
    const fast = emptyDuelTally();
    runDuels(setup, seed, k, k + 1, fast);
    const outcome = OUTCOME_WORDS[fast.outcomes.findIndex((n) => n > 0)] ?? 'no outcome';
    log.line(
      `Fast run of trial ${k}: ${outcome} after ${fast.exchanges} exchange${fast.exchanges === 1 ? '' : 's'}.`,
    );
    process.stdout.write(log.lines.join('\n') + '\n');
    return;
  }
  const tally = emptyDuelTally();
  const watch = process.stderr.isTTY && argv.quiet !== true && trials >= 4 * BLOCK;
  const start = Date.now();
  for (let from = 0; from < trials; from += BLOCK) {
    runDuels(setup, seed, from, Math.min(trials, from + BLOCK), tally);
    if (watch) {
      const rate = tally.trials / Math.max(1e-3, (Date.now() - start) / 1000);
      process.stderr.write(
        `\rduels: ${tally.trials}/${trials} (${(rate / 1e6).toFixed(2)}M/s, ${Math.ceil((trials - tally.trials) / rate)}s left)  `,
      );
    }
  }
  if (watch) process.stderr.write('\r\x1b[K');
  const p = (k: number) => ({
    estimate: tally.outcomes[k]! / trials,
    ci95: wilsonInterval(tally.outcomes[k]!, trials),
  });
  const summary = {
    pAWins: p(DUEL_OUTCOME.aWins),
    pBWins: p(DUEL_OUTCOME.bWins),
    pBothDown: p(DUEL_OUTCOME.bothDown),
    pUnresolved: p(DUEL_OUTCOME.unresolved),
    pDeclined: p(DUEL_OUTCOME.declined),
    meanExchanges: {
      estimate: tally.exchanges / trials,
      ci95: meanInterval(trials, tally.exchanges, tally.exchangesSquared),
    },
  };
  if (argv.json === true) {
    const json = {
      ...summary,
      seed,
      trials,
      ruleset: setup.rules.ruleset,
      range: setup.range,
      a: text(argv.a, 'gunman'),
      b: text(argv.b, 'gunman'),
      dicePerDuel: tally.dice / trials,
    };
    process.stdout.write(JSON.stringify(json, null, 2) + '\n');
    return;
  }
  const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
  // Words for people, the JSON keys for scripts.
  const labels: Record<keyof typeof summary, string> = {
    pAWins: `P(${OUTCOME_WORDS[DUEL_OUTCOME.aWins]})`,
    pBWins: `P(${OUTCOME_WORDS[DUEL_OUTCOME.bWins]})`,
    pBothDown: `P(${OUTCOME_WORDS[DUEL_OUTCOME.bothDown]})`,
    pUnresolved: `P(${OUTCOME_WORDS[DUEL_OUTCOME.unresolved]})`,
    pDeclined: `P(${OUTCOME_WORDS[DUEL_OUTCOME.declined]})`,
    meanExchanges: 'exchanges (mean)',
  };
  const rows = (Object.entries(summary) as [keyof typeof summary, (typeof summary)['pAWins']][]).map(
    ([k, v]) => {
      const f = k === 'meanExchanges' ? (x: number) => x.toFixed(3) : pct;
      return [labels[k], f(v.estimate), `${f(v.ci95[0])} .. ${f(v.ci95[1])}`];
    },
  );
  process.stdout.write(
    `${describe(setup)}\n${trials} duels, seed ${String(seed)}; replay one with --narrate --trial K\n\n${textTable(['', 'estimate', '95% interval'], rows)}\n`,
  );
}

function describe(s: DuelSetup): string {
  const who = (d: DuelSetup['a']): string => {
    const skills = Object.entries(d.skills)
      .filter(([, n]) => n > 0)
      .map(([k, n]) => (n > 1 ? `${k} x${n}` : k));
    const approach = s.start?.kind === 'deck' ? `, ${d.approach?.name ?? 'draw-at-once'}` : '';
    return `${d.name}: ${d.cls}${skills.length ? ` (${skills.join(', ')})` : ''}, ${d.policy.name}${approach}`;
  };
  const start = s.start?.kind === 'deck' ? ' from the fate deck' : '';
  return `Duel at ${s.range}"${start} under ${s.rules.ruleset}: ${who(s.a)}; ${who(s.b)}`;
}

/** Registers `duel`: a seeded fast-draw duel between two figures, summarised or narrated trial by trial. */
export function duelCommand(cli: Argv): Argv {
  return cli.command(
    'duel',
    'play seeded fast-draw duels between two figures and report who walks away',
    (y) =>
      y
        .option('a', {
          type: 'string',
          describe:
            'duellist A: class[,six-shooter|two-pistols][,skills=a+b][,policy=p][,approach=q] (approach: with --start deck)',
          default: 'gunman',
        })
        .option('b', { type: 'string', describe: 'duellist B, written the same way', default: 'gunman' })
        .option('range', {
          type: 'string',
          describe: 'inches between them: an integer 1..18 (a challenge reaches 18")',
          demandOption: true,
        })
        .option('start', {
          type: 'string',
          describe:
            "draw: the duellists draw at once at --range; deck: 000's challenge, then the fate deck activates them (pass, move toward, draw) from --range",
          default: 'draw',
        })
        .option('signal', {
          type: 'string',
          describe:
            'with --start deck: they move until this many inches apart, then draw (000 ALTERNATIVELY)',
        })
        .option('trials', { type: 'string', describe: 'duels to play', default: '100000' })
        .option('seed', { type: 'string', describe: 'seed of the run (required)' })
        .option('ruleset', { type: 'string', describe: RULESETS.join(' | '), default: 'rwnn-extended' })
        .option('option', {
          type: 'string',
          array: true,
          describe:
            'a ruleset option or rule reading, key=value (see `triggernometry list options` and `rules options`); repeatable',
        })
        .option('narrate', { type: 'boolean', describe: 'tell one trial as a story (with --trial K)' })
        .option('trial', { type: 'string', describe: 'the trial to narrate, 0..trials-1' })
        .option('json', { type: 'boolean', describe: 'print one JSON object' })
        .option('quiet', { type: 'boolean', describe: 'no progress line' })
        .epilog(
          `Classes: citizen, gunman, shootist, legend. Skills: ${DUEL_SKILLS.join(', ')}. Policies: ${DUEL_POLICY_NAMES.join(', ')}. Approach policies: ${APPROACH_POLICY_NAMES.join(', ')}.`,
        )
        .example('$0 duel --range 6 --trials 1000000 --seed 1 --json', 'the reference duel: two Gunmen at 6"')
        .example(
          '$0 duel --a legend,skills=quick-shot --b gunman,policy=blaze --range 9 --seed 7',
          'a Legend against a blazing Gunman',
        )
        .example('$0 duel --range 6 --seed 1 --narrate --trial 42', 'trial 42 of that run, as a story')
        .example(
          '$0 duel --start deck --range 15 --a gunman,approach=close-to:d=6 --seed 3',
          'a challenge at 15": A walks in to 6" before he draws, B draws when his card comes',
        ),
    (argv) => run(argv as Args),
  );
}
