import type { Dice, FaceCounts } from '../../../src/dice/Dice.ts';
import { ScriptedDice } from '../../../src/dice/ScriptedDice.ts';
import type { TownParams } from '../../../src/scenarios/shootout/town/TownParams.ts';
import type { HerdEntry } from '../../../src/scenarios/shootout/herd/HerdEntry.ts';
import type { DuelPolicy } from '../../../src/policies/duel/DuelPolicy.ts';
import { deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import {
  ACTION,
  alsoChallenge,
  NERVE_REACTION,
  type ActionChoice,
  type ActionCode,
  type CardMoment,
  type EscapeMoment,
  type NerveReactionCode,
} from '../../../src/policies/shootout/ShootoutPolicy.ts';
import type { ShootoutView } from '../../../src/policies/shootout/ShootoutView.ts';
import { Tactic } from '../../../src/policies/shootout/Tactic.ts';
import { parseShootoutPolicy } from '../../../src/policies/shootout/parseShootoutPolicy.ts';
import { CARD_PLACE } from '../../../src/rules/rwnn/fateDeck/CardPlace.ts';
import { RULESET_OPTIONS } from '../../../src/rules/rwnn/ruleset/rulesetOptions.ts';
import { rwnnRuleset } from '../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import type { CharacterClass } from '../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import type { SkillId } from '../../../src/rules/rwnn/tables/skills.ts';
import { Gunfighter } from '../../../src/scenarios/shootout/Gunfighter.ts';
import type { IndianEntry } from '../../../src/scenarios/shootout/indian/IndianEntry.ts';
import {
  SHOOTOUT_BLADES,
  SHOOTOUT_GRAPESHOT,
  SHOOTOUT_WEAPONS,
} from '../../../src/scenarios/shootout/ShootoutCell.ts';
import { ShootoutGame } from '../../../src/scenarios/shootout/ShootoutGame.ts';
import { ShootoutResult } from '../../../src/scenarios/shootout/ShootoutResult.ts';
import { shootoutRules } from '../../../src/scenarios/shootout/ShootoutRules.ts';
import { checkTableSpec } from '../../../src/scenarios/shootout/table/checkTableSpec.ts';
import { compileTable } from '../../../src/scenarios/shootout/table/compileTable.ts';
import type { Table } from '../../../src/scenarios/shootout/table/Table.ts';

/** The shootout tactic written `text` (as a file writes it), or a thrown error naming what is wrong. */
export function tactic(text: string): Tactic {
  const p = parseShootoutPolicy(text);
  if (typeof p === 'string') throw new Error(p);
  return p as Tactic;
}

/** One step of a {@link Script}: what the figure does on the turn his policy is asked about. */
export type Step = (view: ShootoutView, out: ActionChoice) => void;

/** Fire at figure `t`. */
export const fire =
  (t: number): Step =>
  (_v, out) => {
    out.action = ACTION.fire;
    out.target = t;
  };

/** Aim at figure `t`. */
export const aim =
  (t: number): Step =>
  (_v, out) => {
    out.action = ACTION.aim;
    out.target = t;
  };

/** Move toward (x, y). */
export const move =
  (x: number, y: number): Step =>
  (_v, out) => {
    out.action = ACTION.move;
    out.x = x;
    out.y = y;
  };

/** Move & Fire toward (x, y), at `t` if he is in arc at the end. */
export const moveAndFire =
  (x: number, y: number, t = -1): Step =>
  (_v, out) => {
    out.action = ACTION.moveAndFire;
    out.x = x;
    out.y = y;
    out.target = t;
  };

/** An action that needs no target or point: pass where he stands, duck back, reload, fix gun. */
export const just =
  (action: ActionCode): Step =>
  (v, out) => {
    out.action = action;
    out.x = v.self.x;
    out.y = v.self.y;
  };

/** Charge (move into contact with and attack) or challenge figure `t`. */
export const at =
  (action: typeof ACTION.charge | typeof ACTION.challenge, t: number): Step =>
  (_v, out) => {
    out.action = action;
    out.target = t;
  };

/**
 * Challenge figure `t` and, in the same challenge, every figure of `others` (000 CHALLENGES, DUELS & THE
 * FAST DRAW: "challenges one or more of his opponents").
 */
export const challenge =
  (t: number, ...others: readonly number[]): Step =>
  (_v, out) => {
    out.action = ACTION.challenge;
    out.target = t;
    for (const j of others) alsoChallenge(out, j);
  };

/**
 * A policy that plays its steps in order, one per free turn, and passes in place once they run out. It
 * plays a held action card at exactly the moments `cards` says yes to, answers challenges with `accept`,
 * reacts to a lost nerve with `reaction` when that is legal, escapes from a fight when `escape` says yes,
 * moves his group toward `group` when given, surrenders when called out from behind as `surrender` says,
 * draws on a man drawing on a friend as `interrupt` says, fires a Le Mat's grapeshot barrel as
 * `grapeshot` says, throws Swift's extra movement dice as `swift` says (the tactic's own choice when not
 * given) and, held in a fight, plays the step `fight` (the tactic's own choice when not given).
 */
export class Script extends Tactic {
  /** Free turns asked of it so far. */
  asked = 0;
  /** The moments at which it was offered a card, in order. */
  readonly offered: CardMoment[] = [];
  /** The moments at which it was asked whether to escape from a fight, in order. */
  readonly escapeAsked: EscapeMoment[] = [];
  /** Times it was asked whether to move its group. */
  groupAsked = 0;
  /** Times it was asked whether to fire a Le Mat's grapeshot barrel. */
  grapeshotAsked = 0;
  /** The moves (action and point) on which it was asked whether to throw Swift's extra dice, in order. */
  readonly swiftAsked: { action: ActionCode; x: number; y: number }[] = [];

  constructor(
    private readonly steps: readonly Step[],
    private readonly opts: {
      readonly cards?: (moment: CardMoment, view: ShootoutView) => boolean;
      readonly accept?: boolean;
      readonly reaction?: NerveReactionCode;
      readonly surrender?: boolean;
      readonly interrupt?: boolean;
      readonly fire?: DuelPolicy;
      readonly escape?: (moment: EscapeMoment) => boolean;
      readonly group?: readonly [number, number];
      readonly grapeshot?: boolean;
      readonly fight?: Step;
      readonly swift?: boolean;
    } = {},
  ) {
    super('script', opts.fire ?? deliberatePolicy);
  }

  act(view: ShootoutView, out: ActionChoice): void {
    const step = this.steps[this.asked++];
    if (step) step(view, out);
    else just(ACTION.pass)(view, out);
  }

  override playCard(view: ShootoutView, moment: CardMoment): boolean {
    this.offered.push(moment);
    return this.opts.cards ? this.opts.cards(moment, view) : false;
  }

  override acceptChallenge(view: ShootoutView): boolean {
    return this.opts.accept ?? super.acceptChallenge(view);
  }

  override surrenderFromBehind(view: ShootoutView, challenger: number, drawDice: number): boolean {
    return this.opts.surrender ?? super.surrenderFromBehind(view, challenger, drawDice);
  }

  override interruptDraw(view: ShootoutView, drawer: number, target: number): boolean {
    return this.opts.interrupt ?? super.interruptDraw(view, drawer, target);
  }

  override nerveReaction(view: ShootoutView, legal: number): NerveReactionCode {
    const r = this.opts.reaction ?? NERVE_REACTION.surrender;
    return (legal >> r) & 1 ? r : super.nerveReaction(view, legal);
  }

  override escapeFight(view: ShootoutView, opponent: number, moment: EscapeMoment): boolean {
    this.escapeAsked.push(moment);
    return this.opts.escape ? this.opts.escape(moment) : super.escapeFight(view, opponent, moment);
  }

  override fireGrapeshot(view: ShootoutView, target: number, aimed: boolean): boolean {
    this.grapeshotAsked++;
    return this.opts.grapeshot ?? super.fireGrapeshot(view, target, aimed);
  }

  override swiftExtra(view: ShootoutView, action: ActionCode, x: number, y: number): boolean {
    this.swiftAsked.push({ action, x, y });
    return this.opts.swift ?? super.swiftExtra(view, action, x, y);
  }

  override actInFight(view: ShootoutView, out: ActionChoice): void {
    if (this.opts.fight) this.opts.fight(view, out);
    else super.actInFight(view, out);
  }

  override moveGroup(view: ShootoutView, out: ActionChoice): boolean {
    this.groupAsked++;
    const to = this.opts.group;
    if (!to) return false;
    out.x = to[0];
    out.y = to[1];
    return true;
  }
}

/** A figure of a hand-built game: class, weapon (a shootout weapon name), side, place, facing and policy. */
export interface FigureSetup {
  readonly name: string;
  readonly cls?: CharacterClass;
  readonly weapon?: string;
  readonly skills?: readonly SkillId[];
  readonly side: number;
  readonly x: number;
  readonly y: number;
  /** Degrees, 0 along +x; by default facing the centre of the enemy side's figures. */
  readonly facing?: number;
  readonly policy?: Tactic;
  /** His group for group movement (a number shared by its members), and whether he leads it. */
  readonly group?: number;
  readonly leads?: boolean;
  /** The blade he carries (a shootout blade name). */
  readonly blade?: string;
  /** Sticks of dynamite he carries. */
  readonly dynamite?: number;
  /** What makes him an Indian (000 INDIANS); `cls` should be his class's gunfighter equivalent. */
  readonly indian?: IndianEntry;
  /** His gun is a muzzle-loader. */
  readonly muzzle?: boolean;
  /** He starts the gunfight hidden (000 Hiding and Detection). */
  readonly hidden?: boolean;
  /** He has Rope Skills and a lariat (000 Lariats). */
  readonly lariat?: boolean;
}

/** A 40" by 30" table holding `pieces` (checked as a table file is), compiled. */
export function tableOf(pieces: readonly object[]): Table {
  return compileTable(checkTableSpec({ name: 'test', size: [40, 30], pieces }));
}

/**
 * A game of the given figures, built as buildShootout builds one (ruleset options to the ruleset, every
 * option to the shootout rules), on open ground of 40" by 30" unless a table is given. The card cap is the
 * number of cards a test scripts, so the game stops right after the last one.
 */
export function gameOf(
  figures: readonly FigureSetup[],
  o: {
    readonly ruleset?: RwnnRulesetId;
    readonly options?: Readonly<Record<string, string>>;
    readonly table?: Table;
    readonly cardCap?: number;
    readonly actionSets?: number;
    readonly herd?: HerdEntry;
    readonly town?: TownParams;
  } = {},
): ShootoutGame {
  const options = o.options ?? {};
  const rulesetOptions = Object.fromEntries(
    Object.entries(options).filter(([k]) => RULESET_OPTIONS.some((r) => r.key === k)),
  );
  const rules = shootoutRules(rwnnRuleset(o.ruleset ?? 'rwnn-extended', rulesetOptions), options);
  const table = o.table ?? tableOf([]);
  const made = figures.map((s, i) => {
    const weapons = SHOOTOUT_WEAPONS[s.weapon ?? 'pistol'];
    if (!weapons) throw new RangeError(`no weapon ${s.weapon}`);
    const g = new Gunfighter(
      { name: s.name, cls: s.cls ?? 'gunman', weapons, gained: s.skills ?? [] },
      i,
      s.side,
      s.policy ?? new Script([]),
    );
    g.startX = s.x;
    g.startY = s.y;
    g.group = s.group ?? -1;
    g.leads = s.leads ?? false;
    g.grapeshot = SHOOTOUT_GRAPESHOT.has(s.weapon ?? 'pistol');
    g.dynamiteSticks = s.dynamite ?? 0;
    g.muzzleLoader = s.muzzle ?? false;
    if (s.blade !== undefined) {
      const blade = SHOOTOUT_BLADES[s.blade];
      if (blade === undefined) throw new RangeError(`no blade ${s.blade}`);
      g.blade = blade;
    }
    if (s.indian !== undefined) g.indian = s.indian;
    if (s.hidden === true) g.startsHidden = true;
    if (s.lariat === true) g.lariat = true;
    return g;
  });
  made.forEach((g, i) => {
    const s = figures[i]!;
    if (s.facing !== undefined) g.startFacing = s.facing;
    else {
      const foes = figures.filter((e) => e.side !== s.side);
      const cx = foes.reduce((a, e) => a + e.x, 0) / Math.max(1, foes.length);
      const cy = foes.reduce((a, e) => a + e.y, 0) / Math.max(1, foes.length);
      g.startFacing = (Math.atan2(cy - s.y, cx - s.x) * 180) / Math.PI;
    }
  });
  const params = {
    cardCap: o.cardCap ?? 1,
    placement: 'scenario' as const,
    actionSets: o.actionSets ?? 1,
    ...(o.herd !== undefined ? { herd: o.herd } : {}),
    ...(o.town !== undefined ? { town: o.town } : {}),
  };
  const game = new ShootoutGame(rules, table, made, params);
  capOf.set(game, params);
  return game;
}

/** The parameters each game of {@link gameOf} was built with, kept so that a scripted play can set the cap. */
const capOf = new WeakMap<ShootoutGame, { cardCap: number }>();

/** A uniform pick among `n` that is not a card turned (whom a shot into a fight hits): the value `k` itself. */
export interface Pick {
  readonly pick: number;
}

/** Scripts the next `below` asked for that is not a card turned: it returns `k` (see {@link DeckDice}). */
export const pick = (k: number): Pick => ({ pick: k });

/**
 * Dice for a scripted game: faces from a {@link ScriptedDice}, and the scripted cards (or other picks) handed
 * out one by one to `below`, which each kind of script reads in its own way.
 */
export abstract class ScriptedGameDice<Card> implements Dice {
  private next = 0;
  readonly faces: ScriptedDice;

  constructor(
    protected readonly game: ShootoutGame,
    faces: readonly number[],
    private readonly cards: readonly Card[],
  ) {
    this.faces = new ScriptedDice(faces);
  }

  d6(): number {
    return this.faces.d6();
  }

  rollCounts(n: number, counts: FaceCounts): FaceCounts {
    return this.faces.rollCounts(n, counts);
  }

  abstract below(n: number): number;

  /** The next scripted card, for the `below(n)` being asked. */
  protected nextCard(n: number): Card {
    const card = this.cards[this.next++];
    if (card === undefined) throw new Error(`scripted cards ran out: below(${n}) was asked for`);
    return card;
  }

  /** A deck card's position in the draw pile, in card order; a card not in the draw pile fails the test. */
  protected drawPilePosition(card: number): number {
    const deck = this.game.deck;
    if (deck.placeOf(card) !== CARD_PLACE.drawPile)
      throw new Error(`card ${card} is not in the draw pile (place ${deck.placeOf(card)})`);
    let k = 0;
    for (let c = 0; c < card; c++) if (deck.placeOf(c) === CARD_PLACE.drawPile) k++;
    return k;
  }

  /** Every face and card scripted was used. */
  assertConsumed(): void {
    this.faces.assertConsumed();
    if (this.next !== this.cards.length)
      throw new Error(`${this.cards.length - this.next} scripted card(s) were never turned`);
  }
}

/**
 * Dice for a scripted game: faces from a {@link ScriptedDice}, and each card turned named by its card
 * number (character i is card i; then the Citizen, Gunman, Shootist and Legend action cards of each set;
 * the Joker last): the `below` value FateDeck.turn asks for is that card's position in the draw pile, in
 * card order, exactly as a test would script it by hand. A card not in the draw pile fails the test. Any
 * other uniform pick the game asks for is scripted in its place among the cards with {@link pick}.
 */
export class DeckDice extends ScriptedGameDice<number | Pick> {
  below(n: number): number {
    const card = this.nextCard(n);
    if (typeof card !== 'number') {
      if (card.pick >= n) throw new Error(`scripted pick ${card.pick} is not below ${n}`);
      return card.pick;
    }
    const k = this.drawPilePosition(card);
    if (n !== this.game.deck.count(CARD_PLACE.drawPile))
      throw new Error(`below(${n}) with a pile of other size`);
    return k;
  }
}

/** What a scripted game came to: the result and the narration. */
export interface Played {
  readonly result: ShootoutResult;
  readonly lines: readonly string[];
  readonly story: string;
}

/**
 * Plays `game` with exactly these faces and cards, and picks among the cards where they are asked for
 * (every one of them used: the card cap is set to the number of cards unless the game ends first),
 * narrated; returns the result and the lines.
 */
export function playScripted(
  game: ShootoutGame,
  faces: readonly number[],
  cards: readonly (number | Pick)[],
): Played {
  const dice = new DeckDice(game, faces, cards);
  const lines: string[] = [];
  const result = new ShootoutResult(game.sides);
  const params = capOf.get(game);
  if (!params) throw new Error('playScripted plays games made by gameOf');
  params.cardCap = cards.filter((c) => typeof c === 'number').length;
  try {
    game.play(dice, result, { line: (t) => lines.push(t) });
    dice.assertConsumed();
  } catch (error) {
    // The story so far says which roll the script got wrong.
    throw new Error(`${(error as Error).message}\n${lines.join('\n')}`, { cause: error });
  }
  game.deck.checkInvariant();
  return { result, lines, story: lines.join('\n') };
}

/**
 * The card numbers of a deck of `characters` figures and one action set: the four action cards, the Joker
 * (after the three Indian action cards when `indianCards`: Indians fighting outside town, 000 INDIANS).
 */
export function cardsOf(
  characters: number,
  indianCards = false,
): {
  citizen: number;
  gunman: number;
  shootist: number;
  legend: number;
  joker: number;
} {
  return {
    citizen: characters,
    gunman: characters + 1,
    shootist: characters + 2,
    legend: characters + 3,
    joker: characters + 4 + (indianCards ? 3 : 0),
  };
}

/** One shot the audit saw: who fired at whom, and whether it ended a Move & Fire. */
export interface SeenShot {
  readonly shooter: string;
  readonly target: string;
  readonly afterMove: boolean;
}

/** Hangs an audit on `game` that lists every shot fired; returns the list it fills. */
export function watchShots(game: ShootoutGame): SeenShot[] {
  const shots: SeenShot[] = [];
  game.audit = {
    action: () => {},
    shot: (f, t, afterMove) => shots.push({ shooter: f.name, target: t.name, afterMove }),
  };
  return shots;
}

/** al at (10, 15) and bo `gap` inches east of him (side 0 and side 1), Gunmen with pistols unless told otherwise. */
export function duo(al: Partial<FigureSetup>, bo: Partial<FigureSetup> = {}, gap = 6): FigureSetup[] {
  return [
    { name: 'al', side: 0, x: 10, y: 15, ...al },
    { name: 'bo', side: 1, x: 10 + gap, y: 15, ...bo },
  ];
}
