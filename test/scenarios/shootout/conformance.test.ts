import { describe, expect, it } from 'vitest';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey, type StreamKey } from '../../../src/dice/StreamKey.ts';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import {
  ACTION,
  ACTION_NAMES,
  CARD_MOMENT,
  alsoChallenge,
  type ActionChoice,
} from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../../src/policies/shootout/ShootoutView.ts';
import { Tactic } from '../../../src/policies/shootout/Tactic.ts';
import { classRank } from '../../../src/rules/rwnn/fateDeck/classRank.ts';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import type { JsonObject } from '../../../src/scenarios/Scenario.ts';
import { buildShootout } from '../../../src/scenarios/shootout/buildShootout.ts';
import { CONTACT_INCHES } from '../../../src/scenarios/shootout/CloseCombat.ts';
import { NERVE_STATE, type Gunfighter } from '../../../src/scenarios/shootout/Gunfighter.ts';
import { readShootoutCell } from '../../../src/scenarios/shootout/readShootoutCell.ts';
import type { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import { SHOOTOUT_OPTIONS } from '../../../src/scenarios/shootout/shootoutOptions.ts';
import { ShootoutResult } from '../../../src/scenarios/shootout/ShootoutResult.ts';
import { narrateShootout, shootoutScenario } from '../../../src/scenarios/shootout/shootoutScenario.ts';
import { shootoutTable } from '../../../src/scenarios/shootout/shootoutTables.ts';
import { gameOf, type FigureSetup } from './shootoutKit.ts';

/**
 * The suite's seed: 1873 as shipped; `CONFORMANCE_SEED=n npx vitest run test/scenarios/shootout/conformance`
 * plays it at another, to show that no check of what the sample saw rests on one seed's luck.
 */
const SEED = seedFrom(process.env.CONFORMANCE_SEED);

function seedFrom(given: string | undefined): number {
  if (given === undefined || given === '') return 1873;
  const seed = Number(given);
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new Error(`CONFORMANCE_SEED must be a whole number (got ${given})`);
  return seed;
}
const TABLES = ['open-ground', 'main-street', 'corral', 'bank', 'woods'] as const;
const AREAS: Readonly<Record<(typeof TABLES)[number], readonly [string, string]>> = {
  'open-ground': ['west', 'east'],
  'main-street': ['west', 'east'],
  corral: ['west', 'east'],
  bank: ['town-west', 'town-east'],
  woods: ['west', 'east'],
};
const RULESETS: readonly RwnnRulesetId[] = ['rwnn-extended', 'rwnn-quickref', 'rwnn-1996'];

/** Figures dealt round the cells: every tactic and fire mode, every kind of gun and blade, some skills. */
const ROSTER: readonly JsonObject[] = [
  { class: 'citizen', weapon: 'shotgun', policy: 'coward' },
  { class: 'gunman', weapon: 'two-pistols', policy: 'rusher:close=4:fire=blaze', blade: 'knife' },
  { class: 'shootist', weapon: 'rifle', policy: 'sniper:range=14:fire=odds-max', skills: ['marksman'] },
  { class: 'legend', weapon: 'pistol', policy: 'duellist', skills: ['lightning-fast'] },
  { class: 'gunman', weapon: 'sawn-off', policy: 'rusher', skills: ['swift', 'agile'], blade: 'tomahawk' },
  {
    class: 'gunman',
    weapon: 'le-mat',
    policy: 'pinner:fire=blaze-when:k=3:j=2',
    skills: ['lucky', 'stoopid'],
  },
  { class: 'shootist', weapon: 'repeating-rifle', policy: 'cover-seeker:reach=10', skills: ['wildman'] },
  {
    class: 'legend',
    weapon: 'pistol',
    policy: 'gunfighter:fire=odds-max',
    skills: ['bossman', 'legend-of-the-west'],
  },
  {
    class: 'citizen',
    weapon: 'pistol',
    policy: 'coward:panic=4:fire=blaze',
    skills: ['yellow', 'drunk-or-deranged'],
  },
  { class: 'gunman', weapon: 'carbine', policy: 'gunfighter:min=3', skills: ['slow', 'clumsy'] },
  { class: 'shootist', weapon: 'breech-loader', policy: 'sniper', skills: ['jumpy', 'cunning'] },
  {
    class: 'gunman',
    weapon: 'pistol',
    policy: 'duellist:fire=blaze',
    skills: ['vengeful', 'charmed', 'knifeman-swordsman'],
    blade: 'bowie-knife',
  },
  { class: 'gunman', weapon: 'two-pistols', policy: 'cover-seeker:fire=odds-max', skills: ['ambidextrous'] },
];

const RUSHER_WITH_KNIFE: JsonObject = {
  class: 'gunman',
  weapon: 'rifle',
  policy: 'rusher',
  skills: ['knifeman-swordsman'],
};
const STEALTHY_LE_MAT: JsonObject = {
  class: 'gunman',
  weapon: 'le-mat',
  policy: 'pinner',
  skills: ['stealthy'],
};

/** The cell of table `t` and ruleset `r`: sides of three or four from the roster, options varied by cell. */
function cellSetup(t: number, r: number): JsonObject {
  const k = t * RULESETS.length + r;
  const table = TABLES[t]!;
  // Every third cell (none placed by the fate deck) marches the posse's first three figures as a group.
  const grouped = k % 3 === 0 && k % 6 !== 5;
  const side = (prefix: string, offset: number, n: number): JsonObject => {
    const figures: Record<string, JsonObject> = {};
    for (let i = 0; i < n; i++) {
      const f = ROSTER[(offset + i * 3) % ROSTER.length]!;
      figures[`${prefix}${i}`] =
        grouped && prefix === 'p' && i < 3
          ? { ...f, group: 'posse', ...(i === 0 ? { leader: true } : {}) }
          : f;
    }
    return figures;
  };
  const options: Record<string, string> = {
    'shootout.shotgunRule': k % 2 === 0 ? 'template' : 'dice',
  };
  if (k % 3 === 1) options['emotions.woundRoll'] = 'on';
  if (k % 5 === 2) options['shootout.duckBacks'] = 'any-hit';
  if (k % 7 === 3) options['shootout.nerve'] = 'off';
  return {
    ruleset: RULESETS[r]!,
    options,
    sides: {
      posse: { area: AREAS[table][0], figures: side('p', k, 3 + (k % 2)) },
      gang: { area: AREAS[table][1], figures: side('g', k + 5, 4 - (k % 2)) },
    },
    params: {
      table,
      cardCap: k % 4 === 0 ? 60 : 200,
      placement: k % 6 === 5 ? 'fate-deck' : 'scenario',
      actionSets: k % 4 === 2 ? 2 : 1,
    },
  };
}

/**
 * A close-quarters cell where blade fights and the Le Mat's grapeshot are all but certain, so that the
 * narrated trials see both at any seed: the posse's rushers carry rifles and knives, 3.5" from the gang's
 * Le Mat men in the corral's brush. A rifle's two dice at close range lose one for the cover and one for
 * the Stealthy target, so a rusher, under two dice, charges instead and fights with his blade (Knifeman:
 * four more fighting dice); the Le Mats fire the grapeshot barrel at anyone within 6".
 */
const CLOSE_QUARTERS: JsonObject = {
  ruleset: 'rwnn-extended',
  sides: {
    posse: {
      figures: {
        knife: { ...RUSHER_WITH_KNIFE, blade: 'knife', at: [26.5, 4.5] },
        bowie: { ...RUSHER_WITH_KNIFE, blade: 'bowie-knife', at: [26.5, 6] },
      },
    },
    gang: {
      figures: {
        lemat: { ...STEALTHY_LE_MAT, at: [30, 4.5] },
        tomahawk: { ...STEALTHY_LE_MAT, blade: 'tomahawk', at: [30, 6] },
      },
    },
  },
  params: { table: 'corral', cardCap: 60 },
};
/**
 * The close-quarters trials narrated. Measured over 2,000 games (seeds 1 to 20, 100 trials each), a game of
 * it has a blade fight 82% of the time and a grapeshot 68%. Trials play on streams of their own, so the
 * chance that N trials show no blade fight is (1 - p)^N: at N = 30, 0.18^30 ~ 5e-23 for blades and
 * 0.32^30 ~ 1.4e-15 for grapeshot; were either rate as low as one in two, 0.5^30 ~ 9e-10, still under 1e-9
 * (and the two together under 2e-9). Thirty short games cost about a tenth of a second.
 */
const CLOSE_QUARTERS_NARRATED = 30;

/**
 * An Apache war party in the woods (000 INDIANS, INDIAN WEAPONS, THROWN WEAPONS): bows, knives, tomahawks
 * and a lance, a Mystic Warrior, against a posse; arrows impale and are worked out.
 */
const WAR_PARTY: JsonObject = {
  ruleset: 'rwnn-extended',
  sides: {
    apache: {
      area: 'west',
      figures: {
        chief: {
          class: 'mighty-warrior',
          nation: 'apache',
          weapon: 'bow',
          thrown: ['knife', 'tomahawk'],
          blade: 'tomahawk',
          skills: ['mystic-warrior', 'warleader'],
          policy: 'rusher',
        },
        brave: {
          class: 'warrior',
          weapon: 'bow',
          thrown: ['knife', 'lance'],
          skills: ['accomplished-shot', 'hunter'],
          accomplished: 'lance',
        },
        young: { class: 'young-blood', weapon: 'pistol', thrown: ['tomahawk'], count: 2 },
      },
    },
    posse: {
      area: 'east',
      figures: { deputy: { class: 'shootist', count: 2 }, rifleman: { weapon: 'rifle' } },
    },
  },
  params: { table: 'woods', cardCap: 200 },
};

/** What the suite saw across all games, so that it can say it was not vacuous. */
const seen = {
  actions: new Set<string>(),
  afterMoveShots: 0,
  shots: 0,
  /** Choices resolved with no free turn between choosing and resolving, checked as they stood. */
  choicesChecked: 0,
  outcomes: new Set<string>(),
  fights: 0,
  /** Charges at a man already in a fight with someone else, and figures left outnumbered at a game's end. */
  joins: 0,
  outnumbered: 0,
  /** A Legend of the West's own card kept in hand when drawn, and played from it. */
  ownCardsKept: 0,
  ownCardsPlayed: 0,
  duels: 0,
  escapes: 0,
  groupMoves: 0,
  nerveFailed: 0,
  cardsPlayed: 0,
  outOfAmmo: 0,
  jams: 0,
  duckBacks: 0,
  rearReactions: 0,
  cockingDraws: 0,
  interruptDraws: 0,
  surrendersFromBehind: 0,
  tactics: new Set<string>(),
  weapons: new Set<string>(),
};

/**
 * Hangs the audit on a game: at every chosen action and every shot it checks that the figure may act and
 * the shot may be fired, noting each breach with the trial that made it.
 */
function audit(game: ShootoutGame, result: ShootoutResult, where: () => string, faults: string[]): void {
  const lastAction = new Int32Array(game.figures.length).fill(-1);
  // When each figure's policy last chose: actions resolved and cards played by then. A choice resolved with
  // nothing played in between must still be legal as it stands.
  let resolved = 0;
  // Cards played for a turn out of order: action cards, and a Legend of the West's own card kept in hand
  // (which the result does not count among cardsPlayed).
  let plays = 0;
  const resolvedAt = new Float64Array(game.figures.length);
  const playedAt = new Float64Array(game.figures.length);
  for (const f of game.figures) {
    const policy = f.tactics;
    const act = policy.act.bind(policy);
    const playCard = policy.playCard.bind(policy);
    policy.playCard = (view, moment) => {
      const play = playCard(view, moment);
      if (play && moment !== CARD_MOMENT.ownCard) plays++;
      if (moment === CARD_MOMENT.ownCard && !play) seen.ownCardsKept++;
      if (moment !== CARD_MOMENT.ownCard && play && game.deck.bestPlayable(f.index) === f.index)
        seen.ownCardsPlayed++;
      return play;
    };
    policy.act = (view, out) => {
      act(view, out);
      resolvedAt[f.index] = resolved;
      playedAt[f.index] = plays;
    };
  }
  const fault = (f: Gunfighter, what: string): void => {
    if (faults.length < 20) faults.push(`${where()}: ${f.name} ${what}`);
  };
  const mayActAtAll = (f: Gunfighter, doing: string): void => {
    if (!f.placed) fault(f, `${doing} before he is on the table`);
    if (f.wounds.status !== STATUS.standing) fault(f, `${doing} while not standing (${f.wounds.status})`);
    if (f.isOut()) fault(f, `${doing} while out of the fight`);
    // A nerve lost in this very turn (by an enemy's free turn, or a friend going down) shows from his next:
    // "starting on his next turn, must hide, run or surrender" (000 NERVE).
    if (f.nerve !== NERVE_STATE.steady && f.nerve !== NERVE_STATE.broken)
      fault(f, `${doing} while he ${['', 'hides', 'runs', 'has surrendered', 'has fled'][f.nerve]}`);
    if (f.mustRecover) fault(f, `${doing} with a Recover owed`);
    if (f.duckedBack) fault(f, `${doing} while ducked back`);
  };
  game.audit = {
    action(f, action, target, chosen) {
      const name = ACTION_NAMES[action];
      seen.actions.add(name);
      lastAction[f.index] = action;
      mayActAtAll(f, name);
      if (action === ACTION.recover || action === ACTION.getUp)
        fault(f, `was left to choose ${name}, which the rules force`);
      const t = target >= 0 ? game.figures[target] : undefined;
      const targeted =
        action === ACTION.fire ||
        action === ACTION.aim ||
        action === ACTION.charge ||
        action === ACTION.challenge;
      if (targeted && (!t || t.side === f.side || !t.placed)) fault(f, `${name} at no enemy`);
      // The contacts hold at every action, not only at the end; a charge at a man fighting others joins in.
      for (const g of game.figures)
        checkContacts(game, g, (what) => faults.length < 20 && faults.push(`${where()}: ${what}`));
      if (
        action === ACTION.charge &&
        t &&
        game.combat.opponentCount(t) > 0 &&
        !game.combat.inContact(f.index, t.index)
      )
        seen.joins++;
      // An enemy's free turn between his choice and now may have put the target down or out of sight, or a duel
      // won in it jammed his gun (the action is then wasted or turned to servicing the gun; the shot audit holds
      // what is fired). With none, the choice must stand as the rules allow it.
      // A Stoopid man's throw, not his policy, chose a turn of nothing or one carried on: not a choice to check.
      const uninterrupted = chosen && resolvedAt[f.index] === resolved && playedAt[f.index] === plays;
      resolved++;
      if (!uninterrupted) return;
      seen.choicesChecked++;
      if (targeted && t && t.isOut()) fault(f, `${name} at ${t.name}, who is out of the fight`);
      if ((action === ACTION.fire || action === ACTION.aim) && t) {
        // An Indian may throw a knife, tomahawk or lance he still carries instead (000 THROWN WEAPONS).
        if (f.readyGun() < 0 && (f.otherArms === 0 || action === ACTION.aim))
          fault(f, `${name} with no loaded gun`);
        if (!game.lineOfSight(f.index, t.index)) fault(f, `${name} at ${t.name} with no line of sight`);
      }
      if (action === ACTION.reload && !f.guns.some((g) => g === GUN.outOfAmmo))
        fault(f, 'reloads a loaded gun');
      if (action === ACTION.fixGun && !f.guns.some((g) => g === GUN.jammed))
        fault(f, 'fixes a gun not jammed');
    },
    shot(f, t, afterMove) {
      seen.shots++;
      if (afterMove) seen.afterMoveShots++;
      mayActAtAll(f, 'fires');
      const g = f.readyGun();
      if ((g < 0 || f.guns[g] !== GUN.loaded) && f.otherArms === 0)
        fault(f, 'fires a gun that is not loaded');
      if (t.side === f.side || !t.placed || t.isOut()) fault(f, `fires at ${t.name}, no enemy in the fight`);
      if (!game.lineOfSight(f.index, t.index)) fault(f, `fires at ${t.name} with no line of sight`);
      // Two figures on one spot have no bearing between them to hold against an arc.
      const apart = Math.hypot(t.x - f.x, t.y - f.y) > 1e-6;
      if (apart && !game.inArc(f, t))
        fault(
          f,
          `fires at ${t.name} outside his arc (${afterMove ? 'after moving' : ACTION_NAMES[lastAction[f.index]!]}; at ${f.x.toFixed(2)},${f.y.toFixed(2)} facing ${f.facing.toFixed(0)}; target at ${t.x.toFixed(2)},${t.y.toFixed(2)})`,
        );
      if (afterMove && lastAction[f.index] !== ACTION.moveAndFire)
        fault(f, 'fires after moving in no Move & Fire');
    },
  };
}

/** After a game: cards, wounds, guns, states and the result's counts agree with each other and the rules. */
function checkGame(game: ShootoutGame, r: ShootoutResult, where: string, faults: string[]): void {
  const fault = (what: string): void => {
    if (faults.length < 20) faults.push(`${where}: ${what}`);
  };
  try {
    game.deck.checkInvariant();
  } catch (error) {
    fault(`deck: ${(error as Error).message}`);
  }
  if (game.deck.jokerPending) fault('the game ended with a Joker pending');
  if (r.cards < 1 || r.cards > game.params.cardCap)
    fault(`${r.cards} cards turned, cap ${game.params.cardCap}`);
  if (r.jokers > r.cards) fault(`${r.jokers} Jokers in ${r.cards} cards`);
  for (const [k, v] of Object.entries(r))
    if (typeof v === 'number' && k !== 'winner' && !(Number.isInteger(v) && v >= 0)) fault(`${k} is ${v}`);
  if (r.nerveFailed > r.nerveTests) fault(`${r.nerveFailed} of ${r.nerveTests} nerve tests failed`);
  // Each shot leaves each gun it fires out of ammo or jammed at most: two pistols fired together are two guns.
  const gunsAShot = Math.max(...game.figures.map((f) => f.guns.length));
  if (r.outOfAmmo + r.jams > r.shots * gunsAShot)
    fault(`${r.outOfAmmo} out of ammo and ${r.jams} jams in ${r.shots} shots of up to ${gunsAShot} guns`);
  const able = new Set<number>();
  const dead = new Int32Array(4);
  const out = new Int32Array(4);
  const serious = new Int32Array(4);
  const down = new Int32Array(game.sides);
  let fell = 0;
  for (const f of game.figures) {
    const w = f.wounds;
    if (w.flesh.some((n) => n < 0) || w.serious.some((n) => n < 0)) fault(`${f.name} has negative wounds`);
    if (w.status < STATUS.standing || w.status > STATUS.dead) fault(`${f.name} has status ${w.status}`);
    if (f.guns.some((g) => g < GUN.loaded || g > GUN.busted)) fault(`${f.name} has a gun in no state`);
    if (f.grazes < 0 || f.wakeThrows < 0) fault(`${f.name} has ${f.grazes} grazes, ${f.wakeThrows} throws`);
    if (f.duckedBack && !f.mustRecover && f.nerve !== NERVE_STATE.hiding)
      fault(`${f.name} is ducked back with no Recover owed`);
    if (w.status === STATUS.dead && f.canFight()) fault(`${f.name} is dead but able to fight`);
    checkContacts(game, f, fault);
    if (!f.placed || f.canFight()) able.add(f.side);
    const rank = classRank(f.cls);
    if (w.status === STATUS.dead) dead[rank]!++;
    else if (w.status === STATUS.knockedOut) out[rank]!++;
    else if (w.seriousTotal() > 0) serious[rank]!++;
    if (w.status >= STATUS.knockedOut) down[f.side]!++;
    if (f.downedBy >= 0) fell++;
  }
  for (let rank = 0; rank < 4; rank++) {
    const c = [r.casualties[rank * 3], r.casualties[rank * 3 + 1], r.casualties[rank * 3 + 2]];
    if (c[0] !== dead[rank] || c[1] !== out[rank] || c[2] !== serious[rank])
      fault(
        `casualties of class ${rank} ${c.join('/')} but the figures show ${dead[rank]}/${out[rank]}/${serious[rank]}`,
      );
  }
  for (let s = 0; s < game.sides; s++)
    if (r.downBySide[s] !== down[s]) fault(`side ${s} has ${r.downBySide[s]} down, figures show ${down[s]}`);
  if (r.fellTo.reduce((a, b) => a + b, 0) !== fell) fault('who fell to whom does not add up');
  if (r.winner >= 0) {
    if (r.capped) fault('a winner at the card cap');
    if (!able.has(r.winner) || able.size !== 1)
      fault(`side ${r.winner} wins but sides able are ${[...able].join(', ')}`);
    seen.outcomes.add(`side ${r.winner} wins`);
  } else if (r.capped) {
    if (r.cards !== game.params.cardCap || able.size < 2) fault('capped early, or with a side out');
    seen.outcomes.add('capped');
  } else {
    if (able.size !== 0) fault('a draw with a side still able to fight');
    seen.outcomes.add('both out');
  }
  if (r.cardDecided && r.winner < 0) fault('the cards decided a draw');
  seen.fights += r.fights;
  seen.duels += r.duels;
  seen.escapes += r.escapes;
  seen.groupMoves += r.groupMoves;
  seen.nerveFailed += r.nerveFailed;
  seen.cardsPlayed += r.cardsPlayed;
  seen.outOfAmmo += r.outOfAmmo;
  seen.jams += r.jams;
  seen.duckBacks += r.duckBacks;
  seen.rearReactions += r.rearReactions;
  seen.cockingDraws += r.cockingDraws;
  seen.interruptDraws += r.interruptDraws;
  seen.surrendersFromBehind += r.surrendersFromBehind;
}

/**
 * Close combat's contacts as the rules have them: each pair both ways round, enemies, bases touching, and
 * nobody out of the fight in one (000 OUTNUMBERED CHARACTERS: several enemies may be on one man).
 */
function checkContacts(game: ShootoutGame, f: Gunfighter, fault: (what: string) => void): void {
  const combat = game.combat;
  const n = combat.opponentCount(f);
  if (n > 0 && f.isOut()) fault(`${f.name} is out of the fight but in contact with ${n}`);
  let counted = 0;
  for (const o of game.figures) {
    if (!combat.inContact(f.index, o.index)) continue;
    counted++;
    if (!combat.inContact(o.index, f.index)) fault(`${f.name} is in contact with ${o.name}, not he with him`);
    if (o === f || o.side === f.side) fault(`${f.name} is in contact with ${o.name} of his own side`);
    if (Math.hypot(o.x - f.x, o.y - f.y) > CONTACT_INCHES + 1e-9)
      fault(`${f.name} is in contact with ${o.name}, whose base he does not touch`);
  }
  if (counted !== n) fault(`${f.name} counts ${n} opponents but is in contact with ${counted}`);
  if (n > 1) seen.outnumbered++;
}

/** The metric values of trial `trial` as the runner's fast path plays them. */
function fastRun(setup: JsonObject, key: StreamKey, trials: readonly number[]): Float64Array[] {
  const runner = shootoutScenario.prepare(setup);
  return trials.map((t) => {
    const out = new Float64Array(shootoutScenario.metrics.length);
    runner.play(key, t, out);
    return out;
  });
}

describe('shootout conformance: every shipped table, every ruleset, every tactic, many seeds', () => {
  const TRIALS = 120;
  /** Each cell, with the trials the narrated test tells. */
  const cells: { label: string; raw: JsonObject; setup: JsonObject; key: StreamKey; narrated: number[] }[] =
    [];
  const addCell = (label: string, raw: JsonObject, narrated: number[]): void => {
    const n = shootoutScenario.normalize(raw);
    if ('issues' in n) throw new Error(`cell ${label}: ${JSON.stringify(n.issues)}`);
    cells.push({
      label,
      raw,
      setup: n.setup,
      key: deriveStreamKey(SEED, shootoutScenario.streamLabel(n.setup)),
      narrated,
    });
  };
  TABLES.forEach((table, t) =>
    RULESETS.forEach((ruleset, r) => addCell(`${table}/${ruleset}`, cellSetup(t, r), [2, 7])),
  );
  addCell(
    'corral/close quarters',
    CLOSE_QUARTERS,
    Array.from({ length: CLOSE_QUARTERS_NARRATED }, (_, i) => i),
  );
  addCell('woods/war party', WAR_PARTY, [0, 1, 2]);

  it('the audit finds no breach of the rules in any game, and every result adds up', () => {
    const faults: string[] = [];
    const dice = new DiceStream();
    for (const cell of cells) {
      const read = readShootoutCell(cell.raw, SHOOTOUT_OPTIONS);
      if ('issues' in read) throw new Error(cell.label);
      for (const { side } of read.cell.sides)
        for (const f of Object.values(side.figures)) {
          seen.tactics.add(f.policy.split(':')[0]!);
          seen.weapons.add(f.weapon);
        }
      const game = buildShootout(read.cell);
      let trial = 0;
      const result = new ShootoutResult(game.sides);
      audit(game, result, () => `${cell.label} trial ${trial}`, faults);
      // The first few trials are compared with the runner's own (fast) run of the same stream.
      const fast = fastRun(cell.setup, cell.key, [0, 1, 2]);
      for (trial = 0; trial < TRIALS; trial++) {
        dice.seedTrial(cell.key, trial);
        game.play(dice, result);
        checkGame(game, result, `${cell.label} trial ${trial}`, faults);
        const f = fast[trial];
        if (f && (f[4] !== result.cards || f[8] !== result.shots || f[0] !== (result.winner === 0 ? 1 : 0)))
          faults.push(`${cell.label} trial ${trial}: the audited game and the runner's differ`);
      }
    }
    expect(faults).toEqual([]);
    // Not vacuous: every tactic and gun took part; the games fired, moved and fired, fought and ended all ways;
    // figures turned to an enemy behind them, drew on a backshooter's gun cocking and on a man drawing.
    expect([...seen.tactics].sort()).toEqual(
      ['cover-seeker', 'coward', 'duellist', 'gunfighter', 'pinner', 'rusher', 'sniper'].sort(),
    );
    for (const w of ['rifle', 'shotgun', 'sawn-off', 'two-pistols', 'pistol', 'le-mat', 'bow'])
      expect(seen.weapons).toContain(w);
    for (const a of ['fire', 'move', 'move & fire', 'aim', 'reload', 'challenge'])
      expect(seen.actions, `no ${a} was ever chosen`).toContain(a);
    expect(seen.afterMoveShots).toBeGreaterThan(0);
    expect(seen.choicesChecked).toBeGreaterThan(seen.shots / 2);
    for (const o of ['capped', 'side 0 wins', 'side 1 wins']) expect(seen.outcomes).toContain(o);
    for (const [k, v] of Object.entries({
      duels: seen.duels,
      groupMoves: seen.groupMoves,
      nerveFailed: seen.nerveFailed,
      cardsPlayed: seen.cardsPlayed,
      outOfAmmo: seen.outOfAmmo,
      jams: seen.jams,
      duckBacks: seen.duckBacks,
      rearReactions: seen.rearReactions,
      cockingDraws: seen.cockingDraws,
      interruptDraws: seen.interruptDraws,
      ownCardsKept: seen.ownCardsKept,
      ownCardsPlayed: seen.ownCardsPlayed,
    }))
      expect(v, `${k} never happened`).toBeGreaterThan(0);
  });

  it("a narrated trial has the fast run's values", () => {
    let grapeshots = 0;
    let bladeFights = 0;
    let stoopidThrows = 0;
    for (const cell of cells)
      for (const t of cell.narrated) {
        // The fast run of this one trial on a fresh game object (what the runner plays in a block of one).
        const [fast] = fastRun(cell.setup, cell.key, [t]);
        const story = narrateShootout(cell.setup, cell.key, t);
        expect(Array.from(story.values), `${cell.label}: trial ${t} narrated`).toEqual(Array.from(fast!));
        expect(story.lines.at(-1)).toMatch(/win after|No winner after/);
        for (const line of story.lines) {
          if (line.includes('Le Mat grapeshot barrel at')) grapeshots++;
          if (/\((bowie knife|knife\/lance|tomahawk)\) with/.test(line)) bladeFights++;
          if (line.includes('is Stoopid and throws')) stoopidThrows++;
        }
      }
    // Not vacuous: the narrated trials fired a Le Mat's grapeshot and fought with blades (at any seed: see
    // CLOSE_QUARTERS_NARRATED), and a Stoopid man threw for his turns.
    expect(grapeshots).toBeGreaterThan(0);
    expect(bladeFights).toBeGreaterThan(0);
    // The Stoopid man throws for his turns in the narrated trials too (about thirty throws at any seed).
    expect(stoopidThrows).toBeGreaterThan(0);
  });

  it("a trial's values do not depend on the trials played before it on the same game object", () => {
    // Every fire mode, aimed shots and Citizens forced to blaze: nothing of one shot may carry into the next.
    const steady: readonly JsonObject[] = [
      { class: 'gunman', weapon: 'pistol', policy: 'rusher:fire=blaze' },
      { class: 'shootist', weapon: 'rifle', policy: 'sniper', skills: ['tough'] },
      { class: 'legend', weapon: 'two-pistols', policy: 'gunfighter:fire=odds-max' },
      { class: 'citizen', weapon: 'shotgun', policy: 'rusher:close=8' },
      { class: 'shootist', weapon: 'sawn-off', policy: 'cover-seeker:reach=8:fire=blaze-when' },
    ];
    TABLES.forEach((table, t) => {
      const raw: JsonObject = {
        ruleset: RULESETS[t % 3]!,
        options: { 'shootout.shotgunRule': t % 2 === 0 ? 'dice' : 'template' },
        sides: {
          posse: {
            area: AREAS[table][0],
            figures: { a: steady[t % 5]!, b: steady[(t + 1) % 5]!, c: steady[(t + 2) % 5]! },
          },
          gang: {
            area: AREAS[table][1],
            figures: { d: steady[(t + 3) % 5]!, e: steady[(t + 4) % 5]!, f: steady[t % 5]! },
          },
        },
        params: { table, cardCap: 150 },
      };
      const n = shootoutScenario.normalize(raw);
      if ('issues' in n) throw new Error(table);
      const key = deriveStreamKey(SEED, shootoutScenario.streamLabel(n.setup));
      const trials = Array.from({ length: 12 }, (_, i) => i);
      const inARow = fastRun(n.setup, key, trials);
      for (const i of trials)
        expect(
          Array.from(fastRun(n.setup, key, [i])[0]!),
          `${table}: trial ${i} fresh and after 0..${i - 1}`,
        ).toEqual(Array.from(inARow[i]!));
    });
  });
});

/** Challenges to two men at once the chaos tactic has chosen. */
let chaosCalledTwo = 0;

/**
 * A tactic that takes any action the rules allow it, chosen by a hash of the game's state (no state of its
 * own, so a trial replays the same whatever came before): charges, challenges, voluntary duck backs, aims,
 * moves and shots the scripted tactics rarely choose.
 */
class Chaos extends Tactic {
  private readonly options: ((out: ActionChoice) => void)[] = [];

  constructor() {
    super('chaos', deliberatePolicy);
  }

  act(view: ShootoutView, out: ActionChoice): void {
    const f = view.self;
    const opts = this.options;
    opts.length = 0;
    const n = view.enemyCount();
    for (let k = 0; k < n; k++) {
      const j = view.enemy(k);
      const x = view.x(j);
      const y = view.y(j);
      for (const a of [ACTION.fire, ACTION.fire, ACTION.aim, ACTION.charge, ACTION.challenge] as const)
        if (view.mayAct(a, j))
          opts.push((o) => {
            o.action = a;
            o.target = j;
          });
      for (const a of [ACTION.move, ACTION.moveAndFire] as const)
        opts.push((o) => {
          o.action = a;
          o.target = j;
          o.x = x;
          o.y = y;
        });
    }
    // A challenge to the first two enemies he may call out (000: "one or more of his opponents").
    let first = -1;
    for (let k = 0; k < n; k++) {
      const j = view.enemy(k);
      if (!view.mayAct(ACTION.challenge, j)) continue;
      if (first < 0) first = j;
      else {
        const [a, b] = [first, j];
        opts.push((o) => {
          o.action = ACTION.challenge;
          o.target = a;
          alsoChallenge(o, b);
          chaosCalledTwo++;
        });
        break;
      }
    }
    for (const a of [ACTION.reload, ACTION.fixGun, ACTION.duckBack, ACTION.pass] as const)
      if (view.mayAct(a, -1))
        opts.push((o) => {
          o.action = a;
          o.x = f.x + 1;
          o.y = f.y - 1;
        });
    let h = Math.imul(view.cardsTurned + 1, 0x9e3779b1) ^ Math.imul(view.me + 7, 0x85ebca6b);
    h ^= Math.imul(Math.round(f.x * 8) + 3, 0xc2b2ae35);
    h = (h ^ (h >>> 15)) >>> 0;
    opts[h % opts.length]!(out);
  }

  override acceptChallenge(): boolean {
    return true;
  }
}

/** Six figures of both sides in a table's start areas, every one playing {@link Chaos}. */
function chaosGame(name: 'open-ground' | 'main-street' | 'corral', ruleset: RwnnRulesetId): ShootoutGame {
  const table = shootoutTable(name, {});
  const [west, east] = [table.area(AREAS[name][0])!, table.area(AREAS[name][1])!];
  const classes = ['citizen', 'gunman', 'shootist', 'legend'] as const;
  const weapons = ['pistol', 'shotgun', 'rifle', 'le-mat', 'sawn-off', 'two-pistols'] as const;
  const blades = ['bowie-knife', undefined, 'knife', undefined, 'tomahawk', undefined] as const;
  const figures: FigureSetup[] = weapons.map((weapon, i) => {
    const a = i % 2 === 0 ? west : east;
    return {
      name: `c${i}`,
      cls: classes[i % 4]!,
      weapon,
      ...(blades[i] === undefined ? {} : { blade: blades[i] }),
      side: i % 2,
      x: (a.x0 + a.x1) / 2,
      y: a.y0 + ((a.y1 - a.y0) * (i + 1)) / 8,
      facing: a.facing,
      policy: new Chaos(),
    };
  });
  return gameOf(figures, {
    ruleset,
    table,
    cardCap: 120,
    options: {
      'emotions.woundRoll': 'on',
      'shootout.shotgunRule': ruleset === 'rwnn-1996' ? 'template' : 'dice',
    },
  });
}

describe('shootout conformance with every action taken (a tactic choosing at random among the legal ones)', () => {
  const TABLE_RULESETS = [
    ['open-ground', 'rwnn-extended'],
    ['main-street', 'rwnn-1996'],
    ['corral', 'rwnn-quickref'],
  ] as const;

  it('close combat, challenges and duck backs keep to the rules too', () => {
    const faults: string[] = [];
    const dice = new DiceStream();
    let fights = 0;
    let duels = 0;
    for (const [name, ruleset] of TABLE_RULESETS) {
      const game = chaosGame(name, ruleset);
      const key = deriveStreamKey(SEED, `chaos/${name}`);
      let trial = 0;
      const result = new ShootoutResult(game.sides);
      audit(game, result, () => `chaos ${name} trial ${trial}`, faults);
      for (trial = 0; trial < 60; trial++) {
        dice.seedTrial(key, trial);
        game.play(dice, result);
        checkGame(game, result, `chaos ${name} trial ${trial}`, faults);
        fights += result.fights;
        duels += result.duels;
      }
    }
    expect(faults).toEqual([]);
    expect(fights).toBeGreaterThan(0);
    expect(duels).toBeGreaterThan(0);
    expect(chaosCalledTwo).toBeGreaterThan(0);
    // Men charged while already fighting, and men with two or more enemies on them (000 OUTNUMBERED CHARACTERS).
    expect(seen.joins).toBeGreaterThan(0);
    expect(seen.outnumbered).toBeGreaterThan(0);
    // Fighters hurt real bad break off (every tactic's default): the escape's move keeps to the rules too.
    expect(seen.escapes).toBeGreaterThan(0);
    for (const a of ['charge', 'duck back', 'fix gun']) expect(seen.actions).toContain(a);
  });

  it('a narrated game has the same outcome as a fast one', () => {
    for (const [name, ruleset] of TABLE_RULESETS)
      for (const trial of [3, 7]) {
        const key = deriveStreamKey(SEED, `chaos/${name}`);
        const fast = new ShootoutResult(2);
        chaosGame(name, ruleset).play(new DiceStream(key, trial), fast);
        const told = new ShootoutResult(2);
        const lines: string[] = [];
        chaosGame(name, ruleset).play(new DiceStream(key, trial), told, { line: (t) => lines.push(t) });
        expect(JSON.stringify(told), `chaos ${name} trial ${trial}`).toBe(JSON.stringify(fast));
        expect(lines.length).toBeGreaterThan(told.cards);
      }
  });
});
