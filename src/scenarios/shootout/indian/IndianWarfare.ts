import type { ArrowReadings } from '../../../rules/rwnn/indian/ArrowReadings.ts';
import { arrowTurn } from '../../../rules/rwnn/indian/arrowTurn.ts';
import { newArrowWound, resetArrowWound, type ArrowWound } from '../../../rules/rwnn/indian/ArrowWound.ts';
import type { BrokenStringHits } from '../../../rules/rwnn/indian/bowShot.ts';
import { impaled } from '../../../rules/rwnn/indian/impaled.ts';
import { DOWN } from '../../../rules/rwnn/nerve/NerveState.ts';
import { ARROW_WOUNDS } from '../../../rules/rwnn/tables/arrowWounds.ts';
import { INDIAN_SKILL_DICE } from '../../../rules/rwnn/tables/indianSkillDice.ts';
import { LOCATION, STATUS } from '../../../rules/rwnn/WoundState.ts';
import type { ShotContext } from '../../../rules/rwnn/shot/ShotContext.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { ARROW_LEVEL, FigureProfiles } from './FigureProfiles.ts';
import type { IndianDesk } from './IndianDesk.ts';
import { IndianMissiles } from './IndianMissiles.ts';
import { handWeaponDice } from './indianDice.ts';
import { impaledMoveWound } from './impaledMoveWound.ts';
import type { ArrowRemovalTurn, LanceWound } from './indianReadingOptions.ts';
import { LanceWounds } from './LanceWounds.ts';
import { MysticVisions } from './MysticVisions.ts';

/** The skills that let an impaled man see to his arrow alone (000 INDIAN WEAPONS). */
const OWN_ARROW_SKILLS = [
  'hard-as-nails',
  'legend-of-the-west',
  'nerves-of-steel',
  'tough',
  'true-grit',
] as const;

/**
 * The Indian rules in a shootout (000 INDIANS, INDIAN WEAPONS, THROWN WEAPONS, EXPERIENCE): each Indian's
 * weapon dice (firearms one die fewer but for Apache Crack Shots; Accomplished Shot), bows and thrown weapons
 * (IndianMissiles), impalement and the throws at an arrow, Hunter's clear shot, each Mystic Warrior's vision
 * before the gunfight (MysticVisions), and coups counted. Made by the game only when a figure is an Indian.
 *
 * @example const indians = IndianWarfare.of(game); // null without Indians
 */
export class IndianWarfare implements IndianDesk {
  readonly coups: Int32Array;
  /** Somebody has struck him while he was down: the next blow on him fallen is no coup. */
  private readonly struckFallen: Uint8Array;
  private readonly profiles: FigureProfiles;
  private readonly missiles: IndianMissiles;
  private readonly visions: MysticVisions;
  /** Each figure's arrow, read only while {@link impaledBy} names an archer. */
  private readonly arrows: ArrowWound[];
  /** The archer whose arrow is in him, or -1. */
  private readonly impaledBy: Int32Array;
  private readonly arrowReadings: ArrowReadings;
  private readonly removalTurn: ArrowRemovalTurn;

  /** The Indian rules for `game`, or null when no figure is an Indian. */
  static of(game: ShootoutContext): IndianWarfare | null {
    return game.figures.some((f) => f.indian !== null) ? new IndianWarfare(game) : null;
  }

  private constructor(private readonly game: ShootoutContext) {
    const n = game.figures.length;
    const o = game.rules.options;
    this.coups = new Int32Array(n);
    this.struckFallen = new Uint8Array(n);
    this.profiles = new FigureProfiles(game.figures, Int8Array.from(game.figures.map(handWeaponDice)));
    this.arrowReadings = { breakingResult: o['arrows.breakingResult'] === 'broken' ? 'broken' : 'again' };
    this.removalTurn = o['arrows.removalTurn'] === 'then-act' ? 'then-act' : 'whole-turn';
    const brokenString: BrokenStringHits = o['bows.brokenStringHits'] === 'lost' ? 'lost' : 'stand';
    const lance: LanceWound = o['thrown.lanceWound'] === 'shot' ? 'shot' : 'terrible-on-serious';
    this.missiles = new IndianMissiles(
      game,
      brokenString,
      (archer, t) => this.impale(archer, t),
      new LanceWounds(game, lance),
    );
    this.visions = new MysticVisions(game, this.profiles);
    this.arrows = game.figures.map(() => newArrowWound());
    this.impaledBy = new Int32Array(n).fill(-1);
  }

  reset(): void {
    this.coups.fill(0);
    this.struckFallen.fill(0);
    this.impaledBy.fill(-1);
    for (const f of this.game.figures) this.profiles.start(f);
    this.missiles.reset();
    this.visions.throwAll();
  }

  fires(f: Gunfighter, t: Gunfighter, g: number, moved: boolean): boolean {
    return this.missiles.fires(f, t, g, moved);
  }

  askDice(f: Gunfighter, t: Gunfighter, ctx: ShotContext): number {
    return this.missiles.askDice(f, t, ctx);
  }

  throwsUnready(f: Gunfighter, t: Gunfighter, moved: boolean): boolean {
    return this.missiles.throwsUnready(f, t, moved);
  }

  clearShotBonus(f: Gunfighter): number {
    const e = f.indian;
    return e !== null && e.skills.includes('hunter') ? INDIAN_SKILL_DICE.hunter.clearShot : 0;
  }

  /** "If the target suffers an arrow wound, throw again: on a 4, 5 or 6 he has been impaled" (register impalement). */
  private impale(archer: Gunfighter, t: Gunfighter): void {
    const game = this.game;
    if (t.wounds.status === STATUS.dead || this.impaledBy[t.index]! >= 0) return;
    const stuck = impaled(game.dice!);
    if (game.log)
      game.log.line(`  ${t.name} ${stuck ? 'is impaled: the arrow is in him' : 'is not impaled'}.`);
    if (!stuck) return;
    this.impaledBy[t.index] = archer.index;
    resetArrowWound(this.arrows[t.index]!);
    this.profiles.apply(t, ARROW_LEVEL.in, this.visions.lucky(t));
  }

  /**
   * "Shootists, Legends (& Warriors and Mighty Warriors) and characters who are Hard As Nails, a Legend Of
   * The West (or of the Tribes), have Nerves Of Steel, are Tough or have True Grit can manage this on their
   * own, others need someone to help them" (000 INDIAN WEAPONS). Helpers are not played: the others keep
   * the arrow in.
   */
  private managesAlone(f: Gunfighter): boolean {
    if (f.cls === 'shootist' || f.cls === 'legend') return true;
    for (const s of OWN_ARROW_SKILLS) if (f.skills[s] > 0) return true;
    return false;
  }

  arrowTurn(f: Gunfighter): boolean {
    const archer = this.impaledBy[f.index]!;
    if (archer < 0) return false;
    const w = this.arrows[f.index]!;
    if ((w.stage !== 'in' && w.stage !== 'must-break') || !this.managesAlone(f)) return false;
    const game = this.game;
    const log = game.log;
    const wounds = w.additionalWounds;
    const passedOut = w.passedOut;
    // The stage as the throw leaves it (w.stage itself stays narrowed by the check above).
    const stage = arrowTurn(w, this.arrowReadings, game.dice!).stage;
    if (log) log.line(`  ${f.name} works at the arrow in him: ${ARROW_WORDS[stage]}.`);
    if (stage === 'removed') this.profiles.apply(f, ARROW_LEVEL.none, this.visions.lucky(f));
    else if (stage === 'broken-off') this.profiles.apply(f, ARROW_LEVEL.brokenOff, this.visions.lucky(f));
    const by = game.figures[archer]!;
    if (stage === 'dead') {
      f.wounds.status = STATUS.dead;
      game.wentDown(f, archer, DOWN.killed);
    } else if (w.additionalWounds > wounds) {
      // "3 victim suffers additional wound": a flesh wound where the arrow is (register arrow-removal-turn).
      const flesh = f.wounds.fleshTotal();
      const serious = f.wounds.seriousTotal();
      const status = f.wounds.status;
      f.takeWound(LOCATION.chest, false);
      game.reactions.afterHits(by, f, 1, 0, false, flesh, serious, status);
    } else if (w.passedOut && !passedOut) {
      f.wounds.status = STATUS.knockedOut;
      game.wentDown(f, archer, DOWN.knockedOut);
    }
    // Passing out is told once: a later throw may make him pass out again.
    w.passedOut = false;
    return this.removalTurn === 'whole-turn' || f.wounds.status !== STATUS.standing;
  }

  /** While the arrow is in him (not yet out or broken off), he is impaled. */
  private projecting(f: Gunfighter): boolean {
    if (this.impaledBy[f.index]! < 0) return false;
    const stage = this.arrows[f.index]!.stage;
    return stage === 'in' || stage === 'must-break';
  }

  /** "An impaled character can only move one dice per turn" (000 INDIAN WEAPONS). */
  moveDiceCap(f: Gunfighter): number {
    return this.projecting(f) ? ARROW_WOUNDS.impaled.movementDice : Infinity;
  }

  moved(f: Gunfighter): void {
    if (!this.projecting(f) || f.wounds.status === STATUS.dead) return;
    impaledMoveWound(this.game, this.game.figures[this.impaledBy[f.index]!]!, f);
  }

  struck(f: Gunfighter, t: Gunfighter, standing: boolean): void {
    // 000 EXPERIENCE: "To count coup the character must physically strike any standing opponent, or be the
    // first to strike a fallen opponent."
    if (f.indian === null) {
      if (!standing) this.struckFallen[t.index] = 1;
      return;
    }
    if (standing || this.struckFallen[t.index] === 0) {
      this.coups[f.index]!++;
      if (this.game.log) this.game.log.line(`  ${f.name} counts coup on ${t.name}.`);
    }
    if (!standing) this.struckFallen[t.index] = 1;
  }
}

/** An arrow's stage in the story's words. */
const ARROW_WORDS = {
  in: 'no progress, the arrow is still in',
  'must-break': 'the arrow is fast and must be broken off',
  removed: 'the arrow is out',
  'broken-off': 'the arrow is broken off',
  dead: 'uncontrollable bleeding: he dies',
} as const;
