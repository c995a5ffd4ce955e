import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import type { DuelPolicy } from '../../policies/duel/DuelPolicy.ts';
import { APPROACH_POLICY_NAMES, parseApproachPolicy } from '../../policies/duel/parseApproachPolicy.ts';
import { DUEL_POLICY_NAMES, parseDuelPolicy } from '../../policies/duel/parseDuelPolicy.ts';
import { RULESET_OPTIONS } from '../../rules/rwnn/ruleset/rulesetOptions.ts';
import { rwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import type { CharacterClass } from '../../rules/rwnn/tables/CharacterClass.ts';
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
import { DUEL_SKILLS, NO_SKILLS, type DuelSkill, type DuellistSpec } from './Duellist.ts';
import { DUEL_APPROACH_READING_OPTIONS, duelApproachReadings } from './duelApproachReadings.ts';
import { DUEL_OUTCOME, MAX_EXCHANGES, type DuelResult } from './DuelEngine.ts';
import { DUEL_READING_OPTIONS, duelReadingsFrom } from './duelReadingOptions.ts';
import { duelRules } from './DuelRules.ts';
import type { DuelStart } from './DuelStart.ts';
import { DuelTrial } from './DuelTrial.ts';
import { duelCellKey, type DuelSetup } from './runDuels.ts';

/** Records keyed by a union type, so that the compiler tells when the rules gain a class or a ruleset. */
const CLASSES: Record<CharacterClass, true> = { citizen: true, gunman: true, shootist: true, legend: true };
const RULESETS: Record<RwnnRulesetId, true> = {
  'rwnn-extended': true,
  'rwnn-quickref': true,
  'rwnn-1996': true,
};
/**
 * The weapons a duel is fought with, and the pistols each puts in the duellist's hands. 000 CHALLENGES,
 * DUELS & THE FAST DRAW: "providing they also have a six gun ... the duellists discard any rifles"; a
 * figure may hold two pistols (000 RANGE CHART). `pistol` is the range chart's name for the six-shooter.
 */
const DUEL_WEAPONS = { 'six-shooter': 1, 'two-pistols': 2 } as const satisfies Record<string, 1 | 2>;
type DuelWeapon = keyof typeof DUEL_WEAPONS;
const WEAPON_ALIASES: Readonly<Record<string, DuelWeapon>> = { pistol: 'six-shooter' };
/** Every option a duel takes: the ruleset's (sources and chart readings) and the duel's own readings. */
const DUEL_OPTIONS = [...RULESET_OPTIONS, ...DUEL_READING_OPTIONS, ...DUEL_APPROACH_READING_OPTIONS];
/** 000/003: "The character challenges one or more of his opponents within eighteen inches to a duel." */
const MAX_RANGE = 18;
const FIGURE_FIELDS = ['class', 'weapon', 'skills', 'policy', 'approach'];
const STARTS = ['draw', 'deck'] as const;
const PARAMS = ['range', 'start', 'signal'];

/** A policy as data: its name and integer parameters, e.g. `{ name: 'blaze-when', k: 3, j: 2 }`. */
type PolicyData = { readonly name: string } & { readonly [param: string]: string | number };

/** One duellist of a canonical setup. */
interface DuelFigure {
  readonly class: CharacterClass;
  readonly weapon: DuelWeapon;
  /** Sorted in the order of {@link DUEL_SKILLS}; a skill listed twice is a double skill. */
  readonly skills: readonly DuelSkill[];
  readonly policy: PolicyData;
  /** What he does before the first draw when the duel starts from the deck (`draw-at-once`, `close-to:d=D`). */
  readonly approach: string;
}

/** A canonical duel setup, as typed data. */
interface DuelCell {
  readonly ruleset: RwnnRulesetId;
  /** The options set, by key (unset ones keep the edition preset's value or the reading's default). */
  readonly options: Readonly<Record<string, string>>;
  readonly figures: { readonly a: DuelFigure; readonly b: DuelFigure };
  readonly params: {
    readonly range: number;
    readonly start: 'draw' | 'deck';
    readonly signal: number | null;
  };
}

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

/**
 * Builds the duel module's objects from a canonical setup. Every constructor of the duel engine, its
 * duellists and its rules is called here and nowhere else in the runner, so a change to their signatures
 * is adapted in this one function.
 */
function buildDuel(cell: DuelCell): DuelSetup {
  const spec = (name: string, f: DuelFigure): DuellistSpec => {
    const skills: Record<DuelSkill, number> = { ...NO_SKILLS };
    for (const s of f.skills) skills[s]++;
    const policy = parseDuelPolicy(policyText(f.policy));
    if (typeof policy === 'string') throw new RangeError(policy);
    const approach = parseApproachPolicy(f.approach);
    if (typeof approach === 'string') throw new RangeError(approach);
    return { name, cls: f.class, skills, policy, approach, pistols: DUEL_WEAPONS[f.weapon] };
  };
  // As the duel command does: ruleset options build the ruleset; the duel's readings ignore them.
  const rulesetOptions = Object.fromEntries(
    Object.entries(cell.options).filter(([k]) => RULESET_OPTIONS.some((o) => o.key === k)),
  );
  const { start, signal } = cell.params;
  const deck: DuelStart = {
    kind: 'deck',
    readings: duelApproachReadings(cell.ruleset, cell.options),
    ...(signal === null ? {} : { signalDistance: signal }),
  };
  return {
    a: spec('A', cell.figures.a),
    b: spec('B', cell.figures.b),
    range: cell.params.range,
    rules: duelRules(rwnnRuleset(cell.ruleset, rulesetOptions), duelReadingsFrom(cell.options)),
    start: start === 'deck' ? deck : { kind: 'draw' },
  };
}

function policyText(p: PolicyData): string {
  return [
    p.name,
    ...Object.entries(p)
      .filter(([k]) => k !== 'name')
      .map(([k, v]) => `${k}=${String(v)}`),
  ].join(':');
}

/** A policy's canonical data: the policy module's own name for it (`blaze-when:k=3:j=2`) taken apart. */
function policyData(policy: DuelPolicy): PolicyData {
  const [name, ...params] = policy.name.split(':');
  const out: Record<string, string | number> = { name: name ?? policy.name };
  for (const p of params) {
    const [k, v] = p.split('=');
    if (k !== undefined && v !== undefined) out[k] = Number(v);
  }
  return out as PolicyData;
}

const isObject = (v: JsonValue | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: JsonValue | undefined): string => (v === undefined ? 'nothing' : JSON.stringify(v));

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

  /** A figure written `class[,weapon][,skills=a+b][,policy=p]` (as `duel --a` takes it) or as an object. */
  figure(given: JsonValue | undefined, path: readonly (string | number)[]): DuelFigure | null {
    const before = this.issues.length;
    let cls: JsonValue = 'gunman';
    let weapon: JsonValue = 'six-shooter';
    let skills: JsonValue = [];
    let policy: JsonValue = 'deliberate';
    let approach: JsonValue = 'draw-at-once';
    if (given === undefined) {
      // As in the duel command, a duellist left out is a plain Gunman.
    } else if (typeof given === 'string') {
      const parts = given.split(',').map((p) => p.trim());
      cls = parts[0] ?? '';
      for (const part of parts.slice(1)) {
        if (part.startsWith('skills=')) skills = part.slice(7).split('+').filter(Boolean);
        else if (part.startsWith('policy=')) policy = part.slice(7);
        else if (part.startsWith('approach=')) approach = part.slice(9);
        else weapon = part;
      }
    } else if (isObject(given)) {
      for (const k of Object.keys(given))
        if (!FIGURE_FIELDS.includes(k))
          this.fail([...path, k], `not a duellist field; allowed: ${FIGURE_FIELDS.join(', ')}`);
      cls = given.class ?? cls;
      weapon = given.weapon ?? weapon;
      skills = given.skills ?? skills;
      policy = given.policy ?? policy;
      approach = given.approach ?? approach;
    } else {
      this.fail(
        path,
        'a duellist: class[,six-shooter][,skills=a+b][,policy=p], or { class, skills, policy }',
      );
      return null;
    }
    if (typeof cls !== 'string' || !(cls in CLASSES))
      this.fail([...path, 'class'], `one of ${Object.keys(CLASSES).join(', ')} (got ${show(cls)})`);
    const w = typeof weapon === 'string' ? (WEAPON_ALIASES[weapon] ?? weapon) : weapon;
    if (typeof w !== 'string' || !(w in DUEL_WEAPONS))
      this.fail(
        [...path, 'weapon'],
        `a duel weapon: ${Object.keys(DUEL_WEAPONS).join(', ')} (a duel is fought with six-guns; got ${show(weapon)})`,
      );
    const list = typeof skills === 'string' ? skills.split('+').filter(Boolean) : skills;
    const chosen: DuelSkill[] = [];
    if (!Array.isArray(list)) this.fail([...path, 'skills'], 'a list of skills, e.g. [deadeye, quick-shot]');
    else
      list.forEach((s: JsonValue, i: number) => {
        if (typeof s === 'string' && (DUEL_SKILLS as readonly string[]).includes(s))
          chosen.push(s as DuelSkill);
        else
          this.fail(
            [...path, 'skills', i],
            `a skill a duel uses: ${DUEL_SKILLS.join(', ')} (got ${show(s)}); list one twice for a double skill`,
          );
      });
    chosen.sort((x, y) => DUEL_SKILLS.indexOf(x) - DUEL_SKILLS.indexOf(y));
    const parsed = this.policy(policy, [...path, 'policy']);
    const approachError = typeof approach === 'string' ? parseApproachPolicy(approach) : null;
    if (typeof approach !== 'string' || typeof approachError === 'string')
      this.fail(
        [...path, 'approach'],
        `an approach policy: ${APPROACH_POLICY_NAMES.join(', ')} (got ${show(approach)})`,
      );
    if (this.issues.length > before || !parsed || typeof approach !== 'string') return null;
    return {
      class: cls as CharacterClass,
      weapon: w as DuelWeapon,
      skills: chosen,
      policy: parsed,
      approach,
    };
  }

  private policy(given: JsonValue, path: readonly (string | number)[]): PolicyData | null {
    let text: string;
    if (typeof given === 'string') text = given;
    else if (isObject(given) && typeof given.name === 'string') {
      const params = Object.entries(given).filter(([k]) => k !== 'name');
      for (const [k, v] of params)
        if (typeof v !== 'number' || !Number.isInteger(v)) {
          this.fail([...path, k], `an integer policy parameter (got ${show(v)})`);
          return null;
        }
      text = policyText(given as PolicyData);
    } else {
      this.fail(path, `a policy: ${DUEL_POLICY_NAMES.join(', ')}, or { name, ...parameters }`);
      return null;
    }
    const policy = parseDuelPolicy(text);
    if (typeof policy === 'string') {
      this.fail(path, `a policy: ${DUEL_POLICY_NAMES.join(', ')} (${policy})`);
      return null;
    }
    return policyData(policy);
  }
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
 * The fast-draw duel as an experiment scenario: figures `a` and `b` (objects `{ class, weapon, skills,
 * policy }` or the `duel` command's `class,weapon,skills=a+b,policy=p` strings), `params.range` in inches,
 * an RWNN ruleset, and the ruleset's and the duel's options (the `duel` command's `--option` keys). A cell reads the same trial streams as the `duel` command
 * with the same setting, so the two give the same numbers for the same seed.
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
    classes: Object.keys(CLASSES),
    weapons: Object.keys(DUEL_WEAPONS),
    skills: DUEL_SKILLS,
    policies: DUEL_POLICY_NAMES,
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
