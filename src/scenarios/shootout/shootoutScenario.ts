import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { shootoutParamsJson } from './herd/HerdEntry.ts';
import { SHOOTOUT_POLICY_NAMES } from '../../policies/shootout/parseShootoutPolicy.ts';
import { SKILL_IDS } from '../../rules/rwnn/figure/SkillCounts.ts';
import { CHARACTER_CLASSES } from '../../rules/rwnn/tables/CharacterClass.ts';
import { canonicalJson } from '../../sim/canonicalJson.ts';
import type { CellRunner, JsonObject, MetricDefinition, NormalizedSetup, Scenario } from '../Scenario.ts';
import { buildShootout } from './buildShootout.ts';
import type { ShootoutCell } from './ShootoutCell.ts';
import { SHOOTOUT_WEAPONS } from './ShootoutCell.ts';
import type { ShootoutGame } from './ShootoutGame.ts';
import { indianJson } from './indian/indianJson.ts';
import { townParamsJson } from './town/TownParams.ts';
import { SHOOTOUT_OPTIONS } from './shootoutOptions.ts';
import { ShootoutResult } from './ShootoutResult.ts';
import { DEFAULT_CARD_CAP, readShootoutCell } from './readShootoutCell.ts';
import { shippedTableNames } from './table/resolveTableFile.ts';

const CLASS_WORDS = ['Citizen', 'Gunman', 'Shootist', 'Legend'] as const;
const KIND_WORDS = ['dead', 'knockedOut', 'seriouslyWounded'] as const;
/** Each class's plural, for the metric descriptions: "Gunmen dead at the end", never "Gunmans". */
const CLASS_PLURALS = {
  Citizen: 'Citizens',
  Gunman: 'Gunmen',
  Shootist: 'Shootists',
  Legend: 'Legends',
} as const satisfies Record<(typeof CLASS_WORDS)[number], string>;

/** The shootout's metrics, in the order a trial writes them (see {@link writeMetrics}). */
const METRICS: readonly MetricDefinition[] = [
  { name: 'pAWins', kind: 'proportion', describe: 'side A wins: side B has nobody left able to fight' },
  { name: 'pBWins', kind: 'proportion', describe: 'side B wins' },
  { name: 'pDraw', kind: 'proportion', describe: 'nobody wins: both sides out, or the card cap reached' },
  {
    name: 'pCapped',
    kind: 'proportion',
    describe: 'the card cap was reached with both sides still fighting',
  },
  {
    name: 'cards',
    kind: 'mean',
    describe: 'fate cards turned: the length of the game',
    histogram: { min: 1, max: DEFAULT_CARD_CAP },
  },
  { name: 'jokers', kind: 'mean', describe: 'Jokers turned' },
  { name: 'cardsPlayed', kind: 'mean', describe: 'action cards played for free turns' },
  {
    name: 'pCardDecided',
    kind: 'proportion',
    describe: 'the last figure to go down fell in a free turn from an action card, and a side won',
  },
  { name: 'shots', kind: 'mean', describe: 'firing throws' },
  { name: 'hits', kind: 'mean', describe: 'hits that reached a figure (grazes and worse)' },
  { name: 'stopped', kind: 'mean', describe: 'hits stopped by cover or trees' },
  { name: 'duckBacks', kind: 'mean', describe: 'forced duck backs' },
  { name: 'outOfAmmo', kind: 'mean', describe: 'guns run out of ammo' },
  { name: 'jams', kind: 'mean', describe: 'guns jammed' },
  { name: 'fights', kind: 'mean', describe: 'close-combat attacks' },
  { name: 'duels', kind: 'mean', describe: 'challenges accepted and fought' },
  { name: 'escapes', kind: 'mean', describe: 'figures who left close combat by choice' },
  { name: 'groupMoves', kind: 'mean', describe: "groups moved as a body on their leader's card" },
  { name: 'nerveTests', kind: 'mean', describe: 'nerve tests taken' },
  { name: 'nerveFailed', kind: 'mean', describe: 'nerve tests failed' },
  { name: 'aDown', kind: 'mean', describe: "side A's figures dead or knocked out at the end" },
  { name: 'bDown', kind: 'mean', describe: "side B's figures dead or knocked out at the end" },
  ...CLASS_WORDS.flatMap((c) =>
    KIND_WORDS.map((k): MetricDefinition => ({
      name: `${k}${c}`,
      kind: 'mean',
      describe: `${CLASS_PLURALS[c]} ${k === 'seriouslyWounded' ? 'seriously wounded (still conscious)' : k === 'dead' ? 'dead' : 'knocked out'} at the end, both sides`,
    })),
  ),
  ...CLASS_WORDS.flatMap((v) =>
    CLASS_WORDS.map((k): MetricDefinition => ({
      name: `${v.toLowerCase()}DownedBy${k}`,
      kind: 'mean',
      describe: `${CLASS_PLURALS[v]} put out of the fight (dead or knocked out) by a ${k}`,
    })),
  ),
  { name: 'rearReactions', kind: 'mean', describe: 'figures who noticed an enemy behind them and turned' },
  { name: 'cockingDraws', kind: 'mean', describe: "fast draws on hearing a backshooter's gun cock" },
  { name: 'interruptDraws', kind: 'mean', describe: 'fast draws announced on a man calling out another' },
  {
    name: 'surrendersFromBehind',
    kind: 'mean',
    describe: 'figures who threw down their gun when called out from behind',
  },
  {
    name: 'fightHits',
    kind: 'mean',
    describe: 'blows landed in close combat: hits that knocked down or out, grazed, wounded or killed',
  },
  { name: 'explosions', kind: 'mean', describe: 'sticks of dynamite gone off' },
  { name: 'pStampede', kind: 'proportion', describe: 'a herd on the table stampeded' },
  { name: 'herdCaught', kind: 'mean', describe: 'men on foot caught inside the stampeding herd' },
  { name: 'herdKnockedDown', kind: 'mean', describe: 'men knocked down inside the herd' },
  { name: 'herdTrampleRolls', kind: 'mean', describe: 'rolls on the fighting table against the trample' },
  { name: 'herdKilled', kind: 'mean', describe: 'men the herd trampled to death' },
  { name: 'townsfolkHit', kind: 'mean', describe: 'townsmen struck by shots in the line of fire' },
  {
    name: 'herdRiderEscapes',
    kind: 'mean',
    describe: 'riders the running herd reached who rode clear of it',
  },
  {
    name: 'herdRidersStuck',
    kind: 'mean',
    describe: 'riders the running herd caught, stuck inside it on their horses',
  },
  {
    name: 'herdRidersThrown',
    kind: 'mean',
    describe: 'riders who lost control in the running herd and were thrown into it',
  },
  {
    name: 'herdRunFrom',
    kind: 'mean',
    describe: "turns in which a man on foot ran out of the running herd's path instead of acting",
  },
  {
    name: 'townsfolkStruck',
    kind: 'mean',
    describe: "hits hostile townsmen's blows and shots landed on figures",
  },
  {
    name: 'herdTurned',
    kind: 'mean',
    describe: 'times a man whose tactic takes herd=turn turned the running herd',
  },
  {
    name: 'pHerdStopped',
    kind: 'proportion',
    describe:
      'games in which a man whose tactic takes herd=stop shot the lead animal down and stopped the herd',
  },
];

/** Writes one game's values in the order of {@link METRICS}. */
function writeMetrics(r: ShootoutResult, out: Float64Array): void {
  out[0] = r.winner === 0 ? 1 : 0;
  out[1] = r.winner === 1 ? 1 : 0;
  out[2] = r.winner < 0 ? 1 : 0;
  out[3] = r.capped ? 1 : 0;
  out[4] = r.cards;
  out[5] = r.jokers;
  out[6] = r.cardsPlayed;
  out[7] = r.cardDecided ? 1 : 0;
  out[8] = r.shots;
  out[9] = r.hits;
  out[10] = r.stopped;
  out[11] = r.duckBacks;
  out[12] = r.outOfAmmo;
  out[13] = r.jams;
  out[14] = r.fights;
  out[15] = r.duels;
  out[16] = r.escapes;
  out[17] = r.groupMoves;
  out[18] = r.nerveTests;
  out[19] = r.nerveFailed;
  out[20] = r.downBySide[0]!;
  out[21] = r.downBySide[1]!;
  for (let i = 0; i < 12; i++) out[22 + i] = r.casualties[i]!;
  for (let i = 0; i < 16; i++) out[34 + i] = r.fellTo[i]!;
  out[50] = r.rearReactions;
  out[51] = r.cockingDraws;
  out[52] = r.interruptDraws;
  out[53] = r.surrendersFromBehind;
  out[54] = r.fightHits;
  out[55] = r.explosions;
  out[56] = r.herdStampedes;
  out[57] = r.herdCaught;
  out[58] = r.herdKnockedDown;
  out[59] = r.herdTrampleRolls;
  out[60] = r.herdKilled;
  out[61] = r.townsfolkHit;
  out[62] = r.herdRiderEscapes;
  out[63] = r.herdRidersStuck;
  out[64] = r.herdRidersThrown;
  out[65] = r.herdRunFrom;
  out[66] = r.townsfolkStruck;
  out[67] = r.herdTurned;
  out[68] = r.herdStopped;
}

function read(setup: JsonObject): ReturnType<typeof readShootoutCell> {
  return readShootoutCell(setup, SHOOTOUT_OPTIONS);
}

function mustRead(setup: JsonObject): ShootoutCell {
  const r = read(setup);
  if ('issues' in r)
    throw new RangeError(
      `not a shootout setup: ${r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
    );
  return r.cell;
}

function toJson(cell: ShootoutCell): JsonObject {
  const sides: Record<string, JsonObject> = {};
  cell.sides.forEach(({ name, side }, order) => {
    const figures: Record<string, JsonObject> = {};
    for (const [fname, f] of Object.entries(side.figures))
      figures[fname] = {
        class: f.class,
        weapon: f.weapon,
        skills: [...f.skills],
        policy: f.policy,
        count: f.count,
        ...(f.at === null ? {} : { at: typeof f.at === 'string' ? f.at : [f.at[0], f.at[1]] }),
        // Written only when used, so that the canonical form (and the dice stream) of a setup without
        // groups stays what it was.
        ...(f.group === null ? {} : { group: f.group }),
        ...(f.leader ? { leader: true } : {}),
        // Likewise a blade: a setup whose figures carry none keeps its canonical form.
        ...(f.blade === null ? {} : { blade: f.blade }),
        // And a horse.
        ...(f.rider === undefined ? {} : { rider: f.rider, mounted: f.mounted ?? true }),
        // And dynamite.
        ...(f.dynamite === null ? {} : { dynamite: { ...f.dynamite } }),
        ...(f.hidden === true ? { hidden: true } : {}),
        ...(f.lariat === true ? { lariat: true } : {}),
        // An Indian's own fields (000 INDIANS); nothing for anyone else.
        ...indianJson(f),
        // And a muzzle-loader.
        ...(f.loading === undefined ? {} : { loading: f.loading }),
      };
    // `order` keeps side A first: canonical JSON sorts keys, and the sides must not swap.
    sides[name] = { order, ...(side.area === null ? {} : { area: side.area }), figures };
  });
  return {
    ruleset: cell.ruleset,
    options: { ...cell.options },
    sides,
    params: {
      ...shootoutParamsJson(cell.params),
      ...townParamsJson(
        cell.params.town,
        cell.sides.map((s) => s.name),
      ),
    },
  };
}

/** Reads a canonical setup back: `order` says which side is A. */
function fromJson(setup: JsonObject): JsonObject {
  const sides = setup.sides;
  if (typeof sides !== 'object' || sides === null || Array.isArray(sides)) return setup;
  const ordered = Object.entries(sides as JsonObject).sort(([, a], [, b]) => orderOf(a) - orderOf(b));
  const stripped: Record<string, JsonObject> = {};
  for (const [name, side] of ordered) {
    if (typeof side !== 'object' || side === null || Array.isArray(side)) return setup;
    const rest = Object.fromEntries(Object.entries(side as JsonObject).filter(([k]) => k !== 'order'));
    stripped[name] = rest;
  }
  return { ...setup, sides: stripped };
}

function orderOf(v: unknown): number {
  const o = (v as { order?: unknown } | null)?.order;
  return typeof o === 'number' ? o : 0;
}

/** Plays shootouts of one setting: one game, its figures and one dice stream for all its trials. */
class ShootoutCellRunner implements CellRunner {
  private readonly dice = new DiceStream();
  private readonly result: ShootoutResult;

  constructor(private readonly game: ShootoutGame) {
    this.result = new ShootoutResult(game.sides);
  }

  play(key: StreamKey, trial: number, out: Float64Array): void {
    const dice = this.dice;
    dice.seedTrial(key, trial);
    writeMetrics(this.game.play(dice, this.result), out);
  }
}

/**
 * Plays trial `trial` of a canonical shootout setup on the stream `key` as a narrated story, and returns
 * its lines with the metric values, which are the fast run's: the narrated game makes the same rolls.
 *
 * @example narrateShootout(setup, key, 41).lines[0] // 'Card 1: ...'
 */
export function narrateShootout(
  setup: JsonObject,
  key: StreamKey,
  trial: number,
): { lines: string[]; values: Float64Array } {
  const cell = mustRead(fromJson(setup));
  const game = buildShootout(cell);
  const dice = new DiceStream();
  dice.seedTrial(key, trial);
  const lines: string[] = [];
  const result = new ShootoutResult(game.sides);
  const names = cell.sides.map((s) => s.name);
  game.play(dice, result, { line: (t) => lines.push(t) });
  lines.push(
    result.winner >= 0
      ? `${names[result.winner]} win after ${result.cards} cards.`
      : `No winner after ${result.cards} cards.`,
  );
  const values = new Float64Array(METRICS.length);
  writeMetrics(result, values);
  return { lines, values };
}

/**
 * The RWNN gunfight on a table as an experiment scenario: two `sides`, each `{ area, figures }` with figures
 * by name (`{ class, weapon, skills, policy, count, at, group, leader, blade }` or just a class), `params` (`table`, `cardCap`,
 * `placement`, `actionSets`), an RWNN ruleset and every shootout option. Side A is the first side in the
 * file.
 *
 * @example shootoutScenario.normalize({ sides: { earps: { area: 'west', figures: { wyatt: 'legend' } }, clantons: { area: 'east', figures: { ike: 'gunman' } } } })
 */
export const shootoutScenario: Scenario = {
  name: 'shootout',
  summary: 'a gunfight between two sides on a table, turned by the fate deck (000 and 003, the whole rules)',
  rulesetSystem: 'rwnn',
  defaultRuleset: 'rwnn-extended',
  castKey: 'sides',
  params: [
    { name: 'table', describe: `a table: ${shippedTableNames().join(', ')}, or a table file` },
    { name: 'cardCap', describe: `cards after which the game is a draw (default ${DEFAULT_CARD_CAP})` },
    {
      name: 'placement',
      describe: "scenario (each side's area or positions) or fate-deck (000 STARTING POSITIONS)",
    },
    { name: 'actionSets', describe: 'sets of the four action cards in the deck (default 1)' },
  ],
  options: SHOOTOUT_OPTIONS,
  metrics: METRICS,
  catalog: {
    classes: CHARACTER_CLASSES,
    weapons: Object.keys(SHOOTOUT_WEAPONS),
    skills: SKILL_IDS,
    policies: SHOOTOUT_POLICY_NAMES,
    tables: shippedTableNames(),
  },
  normalize(setup: JsonObject): NormalizedSetup {
    const r = read(fromJson(setup));
    return 'issues' in r ? r : { setup: toJson(r.cell) };
  },
  describe(setup: JsonObject): string {
    const cell = mustRead(fromJson(setup));
    const side = ({ name, side: s }: ShootoutCell['sides'][number]): string =>
      `${name}: ${Object.entries(s.figures)
        .map(([n, f]) => `${f.count > 1 ? `${f.count} x ` : ''}${n} (${f.class}, ${f.weapon}, ${f.policy})`)
        .join(', ')}`;
    return `Shootout on ${cell.params.table} under ${cell.ruleset}: ${cell.sides.map(side).join('; ')}`;
  },
  streamLabel(setup: JsonObject): string {
    return `shootout/${canonicalJson(setup)}`;
  },
  prepare(setup: JsonObject): CellRunner {
    return new ShootoutCellRunner(buildShootout(mustRead(fromJson(setup))));
  },
  narrate: narrateShootout,
};
