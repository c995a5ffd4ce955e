import { DiceStream } from '../../dice/DiceStream.ts';
import type { StreamKey } from '../../dice/StreamKey.ts';
import { SKILL_IDS } from '../../rules/rwnn/figure/SkillCounts.ts';
import { CHARACTER_CLASSES } from '../../rules/rwnn/tables/CharacterClass.ts';
import type { CellRunner, JsonObject, JsonValue, MetricDefinition, Scenario } from '../Scenario.ts';
import { STAMPEDE_TACTICS, type StampedeCell } from './StampedeCell.ts';
import { StampedeGame } from './StampedeGame.ts';
import { STAMPEDE_OPTIONS } from './stampedeOptions.ts';
import { newStampedeTally, type StampedeTally } from './StampedeTally.ts';
import { COWBOY_RIDER, readStampedeCell } from './readStampedeCell.ts';

const METRICS: readonly MetricDefinition[] = [
  { name: 'pStampede', kind: 'proportion', describe: 'the gunfire sets the herd running' },
  { name: 'escapes', kind: 'mean', describe: 'escape throws made good by men within 1" of the herd' },
  { name: 'caught', kind: 'mean', describe: 'men stuck in the stampede (the escape throw failed)' },
  { name: 'knockedDown', kind: 'mean', describe: 'men knocked down inside the herd' },
  { name: 'trampleRolls', kind: 'mean', describe: 'rolls on the fighting table against the trample' },
  { name: 'killed', kind: 'mean', describe: 'men dead when the turns are over' },
  { name: 'knockedOut', kind: 'mean', describe: 'men knocked out when the turns are over' },
  { name: 'hurt', kind: 'mean', describe: 'men wounded or dead when the turns are over' },
  { name: 'pTurned', kind: 'proportion', describe: 'a man on foot turned the herd at least once' },
  { name: 'pStopped', kind: 'proportion', describe: 'a man shot the lead animal down and stopped the herd' },
  { name: 'distance', kind: 'mean', describe: 'inches the herd ran' },
  { name: 'inchesRun', kind: 'mean', describe: 'inches the men ran to get clear of it' },
  { name: 'dice', kind: 'mean', describe: 'dice rolled in the game' },
  { name: 'groupMoves', kind: 'mean', describe: 'moves of the Cattle Drive as a group, on the Joker' },
  { name: 'ambles', kind: 'mean', describe: 'moves of the herd ambling with no cowboys, on the Joker' },
  { name: 'driveInches', kind: 'mean', describe: 'inches the herd walked, driven or ambling' },
  { name: 'pRegained', kind: 'proportion', describe: 'two cowboys regained control of the ambling herd' },
  { name: 'wagonsOverturned', kind: 'mean', describe: 'wagons the stampede overturned' },
  { name: 'objectsSmashed', kind: 'mean', describe: 'small loose objects the stampede knocked down' },
  {
    name: 'buildingsDamaged',
    kind: 'mean',
    describe: 'edges of wooden buildings collapsed as the stampede went around them',
  },
  { name: 'riderEscapes', kind: 'mean', describe: 'riders the stampede reached who rode clear of it' },
  { name: 'ridersStuck', kind: 'mean', describe: 'riders stuck in the stampede on their horses' },
  { name: 'ridersThrown', kind: 'mean', describe: 'riders who lost control in the stampede and were thrown' },
];

function mustRead(setup: JsonObject): StampedeCell {
  const r = readStampedeCell(setup, STAMPEDE_OPTIONS);
  if ('issues' in r)
    throw new Error(
      `not a stampede setup: ${r.issues.map((i) => `${i.path.join('.')}: ${i.expected}`).join('; ')}`,
    );
  return r.cell;
}

function toJson(cell: StampedeCell): JsonObject {
  const figures: Record<string, JsonObject> = {};
  for (const m of cell.men) {
    const f: Record<string, JsonValue> = { class: m.cls, skills: m.skills, at: [m.x, m.y], policy: m.tactic };
    if (m.cowboy) f.cowboy = true;
    if (m.rider !== null && (!m.cowboy || m.rider !== COWBOY_RIDER)) f.rider = m.rider;
    if (m.leaves !== null) f.leaves = m.leaves;
    figures[m.name] = f;
  }
  const p = cell.params;
  // Keys unset are left out: a file written before fences, drives and gunfights existed keeps its canonical
  // form.
  const params: Record<string, JsonValue> = { animals: p.animals, columns: p.columns };
  if (p.gunfire !== null) params.gunfire = p.gunfire;
  params.turns = p.turns;
  if (p.fence !== null) {
    params.fence = p.fence;
    params.fenceKind = p.fenceKind;
  }
  if (p.drive) params.drive = true;
  if (p.things.length > 0) params.things = p.things.map((t) => ({ kind: t.kind, at: [t.x, t.y] }));
  if (p.buildings.length > 0)
    params.buildings = p.buildings.map((b) => ({
      material: b.material,
      at: [b.x, b.y],
      size: [b.width, b.depth],
    }));
  return { ruleset: cell.ruleset, options: { ...cell.options }, figures, params };
}

function writeMetrics(t: StampedeTally, dice: number, out: Float64Array): void {
  out[0] = t.stampede;
  out[1] = t.escapes;
  out[2] = t.caught;
  out[3] = t.knockedDown;
  out[4] = t.trampleRolls;
  out[5] = t.killed;
  out[6] = t.knockedOut;
  out[7] = t.hurt;
  out[8] = t.turned > 0 ? 1 : 0;
  out[9] = t.stopped;
  out[10] = t.distance;
  out[11] = t.inchesRun;
  out[12] = dice;
  out[13] = t.groupMoves;
  out[14] = t.ambles;
  out[15] = t.driveInches;
  out[16] = t.regained > 0 ? 1 : 0;
  out[17] = t.wagonsOverturned;
  out[18] = t.objectsSmashed;
  out[19] = t.buildingsDamaged;
  out[20] = t.riderEscapes;
  out[21] = t.ridersStuck;
  out[22] = t.ridersThrown;
}

/** Plays stampedes of one setting: one game and one dice stream for all its trials. */
class StampedeCellRunner implements CellRunner {
  private readonly game: StampedeGame;
  private readonly dice = new DiceStream();
  private readonly tally = newStampedeTally();

  constructor(cell: StampedeCell) {
    this.game = new StampedeGame(cell);
  }

  play(key: StreamKey, trial: number, out: Float64Array): void {
    this.dice.seedTrial(key, trial);
    writeMetrics(this.game.play(this.dice, this.tally), this.dice.rolled, out);
  }
}

/**
 * A herd on open ground as an experiment scenario (000 "Stampeding and Herding Cattle"): a herd of
 * `params.animals` in `params.columns`, standing or driven up the table (`params.drive`), gunfire
 * `params.gunfire` inches behind it, and men by name (`figures`, `{ class, skills, at: [x, y], policy,
 * cowboy, leaves }`, the policy one of {@link STAMPEDE_TACTICS}), played for `params.turns` turns on the
 * Fate deck by {@link StampedeGame}.
 *
 * @example stampedeScenario.normalize({ figures: { ames: { class: 'gunman', at: [0, 6] } }, params: { gunfire: 9 } })
 */
export const stampedeScenario: Scenario = {
  name: 'stampede',
  summary: 'gunfire near a herd, the stampede it sets off, and the men on foot in its way (000 Stampeding)',
  rulesetSystem: 'rwnn',
  defaultRuleset: 'rwnn-extended',
  castKey: 'figures',
  params: [
    { name: 'animals', describe: 'animal figures in the herd: more than 4 (default 12)' },
    { name: 'columns', describe: 'animals abreast, on bases 1" wide and 2" deep (default 4)' },
    {
      name: 'gunfire',
      describe: 'inches from the opening gunfire, behind the herd, to its nearest animal (default none)',
    },
    { name: 'turns', describe: 'turns played: the herd moves once a turn (default 4)' },
    { name: 'fence', describe: 'inches ahead of the lead animal of a fence across the table (default none)' },
    { name: 'fenceKind', describe: 'wooden-fence (default), mortared-stone-fence or piled-stone-fence' },
    {
      name: 'things',
      describe: 'wagons, stage coaches and small loose objects: [{ kind, at: [x, y] }] (default none)',
    },
    { name: 'drive', describe: 'true: the herd starts as a Cattle Drive up the table, its cowboys with it' },
    {
      name: 'buildings',
      describe:
        'buildings: [{ material: wood | stone | adobe, at: [x, y], size: [across, up] }] (default none)',
    },
  ],
  options: STAMPEDE_OPTIONS,
  metrics: METRICS,
  catalog: { classes: CHARACTER_CLASSES, skills: SKILL_IDS, policies: STAMPEDE_TACTICS },
  normalize(setup) {
    const r = readStampedeCell(setup, STAMPEDE_OPTIONS);
    return 'issues' in r ? r : { setup: toJson(r.cell) };
  },
  describe(setup) {
    const c = mustRead(setup);
    const men = c.men.map(
      (m) =>
        `${m.name}: ${m.cls}${m.skills.length ? ` (${m.skills.join(', ')})` : ''} at ${m.x},${m.y} ${m.tactic}`,
    );
    const start = c.params.drive ? 'Cattle drive' : 'Stampede';
    const fire = c.params.gunfire === null ? 'no opening gunfire' : `gunfire ${c.params.gunfire}" behind`;
    return `${start} of ${c.params.animals} animals, ${fire}, ${c.params.turns} turns under ${c.ruleset}: ${men.join('; ') || 'nobody in the way'}`;
  },
  streamLabel(setup) {
    // Every setting draws from the same streams, so that cells compared are played on the same dice.
    void setup;
    return 'stampede';
  },
  prepare(setup) {
    return new StampedeCellRunner(mustRead(setup));
  },
  narrate(setup, key, trial) {
    const game = new StampedeGame(mustRead(setup));
    const dice = new DiceStream();
    dice.seedTrial(key, trial);
    const lines: string[] = [];
    const tally = game.play(dice, newStampedeTally(), { line: (t) => lines.push(t) });
    const values = new Float64Array(METRICS.length);
    writeMetrics(tally, dice.rolled, values);
    return { lines, values };
  },
};
