import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { APPROACH_POLICY_NAMES } from '../../policies/duel/parseApproachPolicy.ts';
import { DUEL_POLICY_NAMES } from '../../policies/duel/parseDuelPolicy.ts';
import { CHALLENGE } from '../../rules/rwnn/challenge/challengeTable.ts';
import { CHARACTER_CLASSES } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { RwnnRulesetId } from '../../rules/rwnn/tables/rulesetTables.ts';
import type {
  CellRunner,
  JsonObject,
  JsonValue,
  MetricDefinition,
  NormalizedSetup,
  Scenario,
  SetupIssue,
} from '../Scenario.ts';
import { buildDuel } from './buildDuel.ts';
import type { DuelCell } from './DuelCell.ts';
import type { DuelFigure } from './DuelFigure.ts';
import { DUEL_SKILLS } from './Duellist.ts';
import { DUEL_OUTCOME, MAX_EXCHANGES, type DuelResult } from './DuelEngine.ts';
import { DUEL_OPTIONS } from './duelOptions.ts';
import { DuelTrial } from './DuelTrial.ts';
import { DUEL_WEAPONS } from './duelWeapons.ts';
import { policyText } from './PolicyData.ts';
import { readDuellist, type DuellistIssue } from './readDuellist.ts';
import { duelCellKey, type DuelSetup } from './runDuels.ts';
import { isJsonObject as isObject, showJson as show } from '../jsonValues.ts';

/** A record keyed by the union, so that the compiler tells when the rules gain a ruleset. */
const RULESETS: Record<RwnnRulesetId, true> = {
  'rwnn-extended': true,
  'rwnn-quickref': true,
  'rwnn-1996': true,
};
/** 000/003: "The character challenges one or more of his opponents within eighteen inches to a duel." */
const MAX_RANGE = CHALLENGE.rangeInches;
const STARTS = ['draw', 'deck'] as const;
const PARAMS = ['range', 'start', 'signal'];

const METRICS: readonly MetricDefinition[] = [
  {
    name: 'pAWins',
    kind: 'proportion',
    describe: 'A wins: B falls (dead, knocked out or down) and A stands',
  },
  { name: 'pBWins', kind: 'proportion', describe: 'B wins: A falls and B stands' },
  { name: 'pBothDown', kind: 'proportion', describe: 'both fall in the same exchange: nobody wins' },
  {
    name: 'pUnresolved',
    kind: 'proportion',
    describe: `no result after ${MAX_EXCHANGES} exchanges`,
  },
  {
    name: 'exchanges',
    kind: 'mean',
    describe: 'fast draws until the duel ends',
    histogram: { min: 1, max: MAX_EXCHANGES },
  },
  { name: 'dice', kind: 'mean', describe: 'dice rolled in the duel' },
  {
    name: 'pDeclined',
    kind: 'proportion',
    describe: 'no duel: the challenge was refused or the challenged lost his nerve (start: deck)',
  },
];

/** Reads a setup, collecting every problem with its path instead of stopping at the first. */
class SetupReader {
  readonly issues: SetupIssue[] = [];

  fail(path: readonly (string | number)[], expected: string): void {
    this.issues.push({ path, expected });
  }

  cell(setup: JsonObject): DuelCell | null {
    for (const k of Object.keys(setup))
      if (!['ruleset', 'options', 'figures', 'params'].includes(k))
        this.fail([k], 'not a duel setting; a duel takes ruleset, options, figures and params');
    const ruleset = setup.ruleset ?? 'rwnn-extended';
    if (typeof ruleset !== 'string' || !(ruleset in RULESETS))
      this.fail(['ruleset'], `one of ${Object.keys(RULESETS).join(', ')} (got ${show(ruleset)})`);
    const options = this.options(setup.options);
    const figures = setup.figures ?? {};
    let a: DuelFigure | null = null;
    let b: DuelFigure | null = null;
    if (!isObject(figures)) this.fail(['figures'], 'an object with the two duellists a and b');
    else {
      for (const k of Object.keys(figures))
        if (k !== 'a' && k !== 'b') this.fail(['figures', k], 'a duel has two figures, a and b');
      a = this.figure(figures.a, ['figures', 'a']);
      b = this.figure(figures.b, ['figures', 'b']);
    }
    const params = setup.params ?? {};
    let range: number | null = null;
    let start: 'draw' | 'deck' = 'draw';
    let signal: number | null = null;
    if (!isObject(params)) this.fail(['params'], 'an object with range');
    else {
      for (const k of Object.keys(params))
        if (!PARAMS.includes(k))
          this.fail(['params', k], `not a duel parameter; a duel takes ${PARAMS.join(', ')}`);
      const st = params.start ?? 'draw';
      if (typeof st !== 'string' || !(STARTS as readonly string[]).includes(st))
        this.fail(['params', 'start'], `one of ${STARTS.join(', ')} (got ${show(st)})`);
      else start = st as 'draw' | 'deck';
      const sg = params.signal;
      if (sg !== undefined) {
        if (typeof sg !== 'number' || !Number.isInteger(sg) || sg < 0 || sg > MAX_RANGE)
          this.fail(
            ['params', 'signal'],
            `an integer from 0 to ${MAX_RANGE}, the agreed inches (got ${show(sg)})`,
          );
        else if (start !== 'deck') this.fail(['params', 'signal'], 'a signal distance needs start: deck');
        else signal = sg;
      }
      const r = params.range;
      if (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > MAX_RANGE)
        this.fail(
          ['params', 'range'],
          `an integer from 1 to ${MAX_RANGE}, the inches between the duellists (got ${show(r)})`,
        );
      else range = r;
    }
    if (this.issues.length > 0 || !a || !b || !options || range === null) return null;
    return {
      ruleset: ruleset as RwnnRulesetId,
      options,
      figures: { a, b },
      params: { range, start, signal },
    };
  }

  private options(given: JsonValue | undefined): Record<string, string> | null {
    const out: Record<string, string> = {};
    if (given === undefined) return out;
    if (!isObject(given)) {
      this.fail(['options'], 'a mapping of options, key: value');
      return null;
    }
    let ok = true;
    // Sorted, so that the same options written in another order make the same setup.
    for (const [key, value] of Object.entries(given).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
      const option = DUEL_OPTIONS.find((o) => o.key === key);
      if (!option) {
        this.fail(['options', key], 'a ruleset or duel option (see `triggernometry list options`)');
        ok = false;
      } else if (typeof value !== 'string' || !option.values.includes(value)) {
        this.fail(['options', key], `one of ${option.values.join(', ')} (got ${show(value)})`);
        ok = false;
      } else out[key] = value;
    }
    return ok ? out : null;
  }

  /** A duellist in either form (see {@link readDuellist}), its problems named by their path in the file. */
  figure(given: JsonValue | undefined, path: readonly (string | number)[]): DuelFigure | null {
    const r = readDuellist(given);
    if ('figure' in r) return r.figure;
    for (const issue of r.issues) this.fail([...path, ...issue.path], expectedText(issue));
    return null;
  }
}

/** What an experiment file is told of a duellist's problem: what belongs at its path, and what stood there. */
function expectedText(issue: DuellistIssue): string {
  return `${issue.expected} (${issue.reason ?? `got ${show(issue.got)}`})`;
}

function read(setup: JsonObject): { cell: DuelCell } | { issues: readonly SetupIssue[] } {
  const reader = new SetupReader();
  const cell = reader.cell(setup);
  return cell ? { cell } : { issues: reader.issues };
}

function mustRead(setup: JsonObject): DuelCell {
  const r = read(setup);
  if ('issues' in r)
    throw new RangeError(
      `not a duel setup: ${r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
    );
  return r.cell;
}

function toJson(cell: DuelCell): JsonObject {
  const figure = (f: DuelFigure): JsonObject => ({
    class: f.class,
    weapon: f.weapon,
    skills: [...f.skills],
    policy: { ...f.policy },
    ...(f.approach === 'draw-at-once' ? {} : { approach: f.approach }),
    ...(f.extraDice ? { extraDice: f.extraDice } : {}),
  });
  return {
    ruleset: cell.ruleset,
    options: { ...cell.options },
    figures: { a: figure(cell.figures.a), b: figure(cell.figures.b) },
    params: {
      range: cell.params.range,
      // The default start is left out, so a setup written before starts existed keeps its canonical form.
      ...(cell.params.start === 'draw' ? {} : { start: cell.params.start }),
      ...(cell.params.signal === null ? {} : { signal: cell.params.signal }),
    },
  };
}

/** Plays duels of one setting; one engine, two duellists and one dice stream for all its trials. */
class DuelCellRunner implements CellRunner {
  private readonly trial: DuelTrial;
  private readonly dice = new DiceStream();
  private readonly result: DuelResult = { outcome: DUEL_OUTCOME.aWins, exchanges: 0 };

  constructor(setup: DuelSetup) {
    this.trial = new DuelTrial(setup);
  }

  play(key: StreamKey, trial: number, out: Float64Array): void {
    const dice = this.dice;
    dice.seedTrial(key, trial);
    const r = this.trial.play(dice, this.result);
    const o = r.outcome;
    out[0] = o === DUEL_OUTCOME.aWins ? 1 : 0;
    out[1] = o === DUEL_OUTCOME.bWins ? 1 : 0;
    out[2] = o === DUEL_OUTCOME.bothDown ? 1 : 0;
    out[3] = o === DUEL_OUTCOME.unresolved ? 1 : 0;
    out[4] = r.exchanges;
    out[5] = dice.rolled;
    out[6] = o === DUEL_OUTCOME.declined ? 1 : 0;
  }
}

function describeFigure(name: string, f: DuelFigure): string {
  const counts = new Map<string, number>();
  for (const s of f.skills) counts.set(s, (counts.get(s) ?? 0) + 1);
  const skills = [...counts].map(([s, n]) => (n > 1 ? `${s} x${n}` : s));
  const weapon = f.weapon === 'six-shooter' ? '' : `, ${f.weapon}`;
  const approach = f.approach === 'draw-at-once' ? '' : `, ${f.approach}`;
  return `${name}: ${f.class}${weapon}${skills.length ? ` (${skills.join(', ')})` : ''}, ${policyText(f.policy)}${approach}`;
}

/**
 * The fast-draw duel as an experiment scenario: figures `a` and `b` (mappings `{ class, weapon, skills,
 * policy, approach }` or the `duel` command's `class,weapon,skills=a+b,policy=p,approach=q` text, read by
 * {@link readDuellist}), `params.range` in inches, an RWNN ruleset, and the ruleset's and the duel's
 * options (the `duel` command's `--option` keys). A cell's duel is built by {@link buildDuel}, as the `duel`
 * command's is, so the two play the same duel on the same trial streams and give the same numbers.
 *
 * @example duelScenario.normalize({ figures: { a: 'legend', b: 'gunman' }, params: { range: 6 } })
 */
export const duelScenario: Scenario = {
  name: 'duel',
  summary: 'a fast-draw duel between two figures (000 CHALLENGES, DUELS & THE FAST DRAW)',
  rulesetSystem: 'rwnn',
  defaultRuleset: 'rwnn-extended',
  castKey: 'figures',
  params: [
    { name: 'range', describe: `inches between the duellists, 1..${MAX_RANGE}` },
    { name: 'start', describe: 'draw (at once, at range) or deck (the fate deck activates the duellists)' },
    {
      name: 'signal',
      describe: `with start deck: move until this many inches apart, then draw (0..${MAX_RANGE})`,
    },
  ],
  options: DUEL_OPTIONS,
  metrics: METRICS,
  catalog: {
    classes: CHARACTER_CLASSES,
    weapons: Object.keys(DUEL_WEAPONS),
    skills: DUEL_SKILLS,
    // Fire policies (a figure's `policy`), then approach policies (its `approach`, with `start: deck`).
    policies: [...DUEL_POLICY_NAMES, ...APPROACH_POLICY_NAMES.map((p) => `approach=${p}`)],
  },
  normalize(setup: JsonObject): NormalizedSetup {
    const r = read(setup);
    return 'issues' in r ? r : { setup: toJson(r.cell) };
  },
  describe(setup: JsonObject): string {
    const cell = mustRead(setup);
    const start = cell.params.start === 'deck' ? ' from the fate deck' : '';
    return `Duel at ${cell.params.range}"${start} under ${cell.ruleset}: ${describeFigure('A', cell.figures.a)}; ${describeFigure('B', cell.figures.b)}`;
  },
  streamLabel(setup: JsonObject): string {
    // The duel command's cell key: the same setting reads the same streams there and here.
    return duelCellKey(buildDuel(mustRead(setup)));
  },
  prepare(setup: JsonObject): CellRunner {
    return new DuelCellRunner(buildDuel(mustRead(setup)));
  },
};
