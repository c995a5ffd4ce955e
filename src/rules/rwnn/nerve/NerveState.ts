import type { Dice } from '../../../dice/Dice.ts';
import type { Figure } from '../figure/Figure.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import { STATUS } from '../WoundState.ts';
import { BOSS_STATE, bossmanNerveDice, type BossStateCode } from './bossmanNerveDice.ts';
import { countedWounds } from './countedWounds.ts';
import { friendsTotal, halfDownTestDue } from './halfDownTestDue.ts';
import { HURT, type HurtCode } from './Hurt.ts';
import { hurtRealBad } from './hurtRealBad.ts';
import { hurtTestDue } from './hurtTestDue.ts';
import { NERVE_REACTION, NERVE_REACTION_WORDS, type NerveReactionCode } from './NerveReaction.ts';
import type { NerveRules } from './NerveRules.ts';
import { nerveTestDice } from './nerveTestDice.ts';
import {
  newNerveTestResult,
  takeNerveTest,
  type NerveChooser,
  type NerveTestResult,
} from './takeNerveTest.ts';

/**
 * Why a figure went down, as 000 NERVE and/or Morale lists it: "either killed, seriously wounded, knocked
 * out, surrendered, lost their nerve, refused a challenge or left the table". `none` while he has not.
 * Only the first reason is kept: a figure goes down once.
 *
 * @example nerve.goDown(i, DOWN.killed)
 */
export const DOWN = {
  none: 0,
  killed: 1,
  seriouslyWounded: 2,
  knockedOut: 3,
  surrendered: 4,
  lostNerve: 5,
  refused: 6,
  leftTable: 7,
} as const;
export type DownCode = (typeof DOWN)[keyof typeof DOWN];

const DOWN_WORDS = [
  '',
  'killed',
  'seriously wounded',
  'knocked out',
  'surrendered',
  'lost his nerve',
  'refused a challenge',
  'left the table',
] as const;

/**
 * The nerve of every figure of one gunfight: what the books make the engine count (grazes, which
 * WoundState does not keep; hurt-real-bad tests taken; who has gone down, why, and how many per side), the
 * three circumstances that call for a test (hurt real bad, half of his friends down, the gamesmaster), the
 * test itself with the Bossman's and Terrifying enemies' dice, and what losing his nerve leaves him. Made
 * once per cell over its figures; {@link reset} starts a gunfight in place, so nothing is allocated per
 * trial or per event.
 *
 * The engine calls {@link afterHurt} after every graze or wound (shots and fights), {@link goDown} whenever
 * a figure goes down, then takes every test due with {@link nextDue} and {@link test}, immediately ("The
 * character immediately rolls"). A failed test goes down as `lostNerve`, which may make friends due in turn.
 *
 * @example
 * nerve.afterHurt(i, HURT.wound);
 * for (let k = nerve.nextDue(); k >= 0; k = nerve.nextDue()) nerve.test(k, dice, chooser, log);
 */
export class NerveState {
  readonly n: number;
  /** Side of each figure, 0.. for the sides; -1 for a neutral, who has no friends nor enemies here. */
  readonly side: Int8Array;
  /** Grazes suffered this gunfight (WoundState keeps none). */
  readonly grazes: Int32Array;
  /** Hurt-real-bad tests taken this gunfight. */
  readonly hurtTests: Int32Array;
  /** The {@link DOWN} reason he first went down for, or 0. */
  readonly downReason: Uint8Array;
  /** 1 once he has lost his nerve. */
  readonly lostNerve: Uint8Array;
  /** The reaction chosen after losing his nerve ({@link NERVE_REACTION}), -1 until his next turn. */
  readonly reaction: Int8Array;
  /** 1 once he has surrendered or left the table. */
  readonly gone: Uint8Array;
  /** 1 while a test is due and not yet taken. */
  readonly due: Uint8Array;
  /** Figures down, by side. */
  readonly downBySide: Int32Array;
  readonly sizeBySide: Int32Array;
  /** The last test taken (rewritten by each). */
  readonly result: NerveTestResult = newNerveTestResult();
  private readonly bossLevel: Int32Array;
  private readonly terrify: Int32Array;
  private readonly never: Uint8Array;

  /**
   * @param figures the figures of the gunfight, bound to the ruleset `rules` was made from
   * @param sides each figure's side (0..), or -1 for a neutral
   * @param distance inches between figures i and j, read only for the Bossman's six inches
   */
  constructor(
    readonly figures: readonly Figure[],
    sides: readonly number[],
    readonly rules: NerveRules,
    private readonly distance: (i: number, j: number) => number,
  ) {
    const n = figures.length;
    if (sides.length !== n) throw new RangeError(`${n} figures but ${sides.length} sides`);
    this.n = n;
    this.side = Int8Array.from(sides);
    const sideCount = Math.max(0, ...sides) + 1;
    this.sizeBySide = new Int32Array(sideCount);
    for (const s of sides) if (s >= 0) this.sizeBySide[s]!++;
    this.downBySide = new Int32Array(sideCount);
    this.grazes = new Int32Array(n);
    this.hurtTests = new Int32Array(n);
    this.downReason = new Uint8Array(n);
    this.lostNerve = new Uint8Array(n);
    this.reaction = new Int8Array(n);
    this.gone = new Uint8Array(n);
    this.due = new Uint8Array(n);
    this.bossLevel = new Int32Array(n);
    this.terrify = new Int32Array(n);
    this.never = new Uint8Array(n);
    this.reset();
  }

  /** A new gunfight: nobody hurt, down or broken; the skills read again from the figures. */
  reset(): void {
    this.grazes.fill(0);
    this.hurtTests.fill(0);
    this.downReason.fill(0);
    this.lostNerve.fill(0);
    this.reaction.fill(-1);
    this.gone.fill(0);
    this.due.fill(0);
    this.downBySide.fill(0);
    const r = this.rules;
    for (let i = 0; i < this.n; i++) {
      const skills = this.figures[i]!.skills;
      this.bossLevel[i] = r.bossman ? skills.bossman : 0;
      this.terrify[i] = r.opponentNerveDice(skills);
      this.never[i] = r.neverLosesNerve(skills) ? 1 : 0;
    }
  }

  /** Whether figure i may take a test: on his feet or knocked down, his nerve unbroken, still on the table. */
  canTest(i: number): boolean {
    return this.figures[i]!.status < STATUS.knockedOut && this.lostNerve[i] === 0 && this.gone[i] === 0;
  }

  /** Whether figure i still fights: {@link canTest}, i.e. not dead, knocked out, broken, surrendered or gone. */
  inFight(i: number): boolean {
    return this.canTest(i);
  }

  /** Whether i and j are on opposing sides (a neutral opposes nobody). */
  opposed(i: number, j: number): boolean {
    const a = this.side[i]!;
    const b = this.side[j]!;
    return a >= 0 && b >= 0 && a !== b;
  }

  /**
   * After a hit grazed or wounded figure i (by shooting or in a fight; `HURT.ignoredWound` for a wound Hard
   * as Nails shrugged off), with his WoundState already updated: counts a graze, and marks him due when he
   * is now hurt real bad for the first time, or, as `nerve.retest` reads, again. Returns whether he is due.
   */
  afterHurt(i: number, hurt: HurtCode): boolean {
    if (hurt === HURT.graze) this.grazes[i]!++;
    if (!this.canTest(i)) return false;
    const f = this.figures[i]!;
    const r = this.rules.readings;
    const bad = hurtRealBad(f.classIndex, countedWounds(f, r), f.wounds.seriousTotal(), this.grazes[i]!, r);
    if (!hurtTestDue(f.classIndex, bad, this.hurtTests[i]!, hurt, r)) return false;
    this.hurtTests[i]!++;
    this.due[i] = 1;
    return true;
  }

  /** Whether figure i is hurt real bad now (the wounds and grazes of this gunfight, by his class). */
  isHurtRealBad(i: number): boolean {
    const f = this.figures[i]!;
    const r = this.rules.readings;
    return hurtRealBad(f.classIndex, countedWounds(f, r), f.wounds.seriousTotal(), this.grazes[i]!, r);
  }

  /** "3. Whenever the gamesmaster thinks it appropriate": marks figure i due (a scenario's own trigger). */
  callTest(i: number): void {
    if (this.canTest(i)) this.due[i] = 1;
  }

  /**
   * Figure i goes down for `reason` ({@link DOWN}). The first time only, his side's count rises and every
   * friend who can test is marked due when the count reaches half of his friends (or again, under
   * `nerve.halfDownTest=each-further`). Returns whether he went down just now. The engine calls it on a
   * death, a knock out, a first serious wound, a surrender, a refused challenge and a figure leaving the
   * table; {@link test} and {@link loseNerve} call it for lost nerve.
   */
  goDown(i: number, reason: DownCode, log?: ShotLog): boolean {
    if (this.downReason[i] !== DOWN.none || reason === DOWN.none) return false;
    this.downReason[i] = reason;
    const s = this.side[i]!;
    if (log) log.line(`  ${this.figures[i]!.name} has gone down (${DOWN_WORDS[reason]}).`);
    if (s < 0) return true;
    const after = ++this.downBySide[s]!;
    const r = this.rules.readings;
    const total = friendsTotal(this.sizeBySide[s]!, r);
    for (let k = 0; k < this.n; k++) {
      if (this.side[k] !== s || !this.canTest(k)) continue;
      if (r.friends === 'others' && k === i) continue;
      const mine = r.friends === 'others' ? after - (this.downReason[k] !== DOWN.none ? 1 : 0) : after;
      if (halfDownTestDue(total, mine - 1, mine, r)) this.due[k] = 1;
    }
    return true;
  }

  /** The next figure due a test (lowest index first), clearing his flag; -1 when none is. */
  nextDue(): number {
    for (let i = 0; i < this.n; i++) {
      if (this.due[i] === 0) continue;
      this.due[i] = 0;
      if (this.canTest(i)) return i;
    }
    return -1;
  }

  /** "if he and his friends have caused more of the enemy to go down than they have lost themselves". */
  sideDownedMore(i: number): boolean {
    const s = this.side[i]!;
    if (s < 0) return false;
    let enemies = 0;
    for (let t = 0; t < this.downBySide.length; t++) if (t !== s) enemies += this.downBySide[t]!;
    return enemies > this.downBySide[s]!;
  }

  /** The nerve dice figure i gets from the Bossmen of his side (bossmanNerveDice, summed). */
  bossmanDice(i: number): number {
    const boss = this.rules.bossman;
    const s = this.side[i]!;
    if (!boss || s < 0) return 0;
    let total = 0;
    for (let b = 0; b < this.n; b++) {
      const level = this.bossLevel[b]!;
      if (level === 0 || this.side[b] !== s) continue;
      const state: BossStateCode =
        this.lostNerve[b] !== 0 ? BOSS_STATE.failed : this.inFight(b) ? BOSS_STATE.good : BOSS_STATE.out;
      const near = b === i || this.distance(i, b) <= boss.nearInches;
      total += bossmanNerveDice(level, near, state, boss, this.rules.readings);
    }
    return total;
  }

  /** The nerve dice figure i loses to Terrifying enemies (in the fight, or always: `nerve.terrifying`). */
  opponentDice(i: number): number {
    const always = this.rules.readings.terrifying === 'always';
    let total = 0;
    for (let j = 0; j < this.n; j++) {
      if (this.terrify[j] !== 0 && this.opposed(i, j) && (always || this.inFight(j)))
        total += this.terrify[j]!;
    }
    return total;
  }

  /** The nerve dice figure i would throw now (nerveTestDice with his side's standing and skills). */
  diceFor(i: number): number {
    return nerveTestDice(
      this.figures[i]!,
      this.rules,
      this.sideDownedMore(i),
      this.bossmanDice(i),
      this.opponentDice(i),
    );
  }

  /**
   * Figure i takes a nerve test now (takeNerveTest; the result stays in {@link result}). Failing, he loses
   * his nerve ({@link loseNerve}). Returns whether his nerve held.
   */
  test(i: number, dice: Dice, chooser: NerveChooser, log?: ShotLog): boolean {
    const f = this.figures[i]!;
    const r = this.rules.readings;
    const out = takeNerveTest(f, this.diceFor(i), this.never[i] !== 0, dice, r, chooser, this.result, log);
    if (!out.passed) this.loseNerve(i, log);
    return out.passed;
  }

  /**
   * Figure i has lost his nerve (a failed test, or a failed fear test when challenged): "starting on his
   * next turn, must hide, run or surrender, as appropriate". He goes down as `lostNerve`; a Bossman's side
   * now tests at minus three.
   */
  loseNerve(i: number, log?: ShotLog): void {
    if (this.lostNerve[i] !== 0) return;
    this.lostNerve[i] = 1;
    this.due[i] = 0;
    this.goDown(i, DOWN.lostNerve, log);
  }

  /**
   * Records the reaction a broken figure's policy chose on his next turn, among legalNerveReactions. A
   * surrender takes him out at once (already down as `lostNerve`, not counted again).
   */
  setReaction(i: number, code: NerveReactionCode, log?: ShotLog): void {
    if (this.lostNerve[i] === 0) throw new Error(`${this.figures[i]!.name} has not lost his nerve`);
    this.reaction[i] = code;
    if (code === NERVE_REACTION.surrender) this.gone[i] = 1;
    if (log) log.line(`  ${this.figures[i]!.name} has lost his nerve and ${NERVE_REACTION_WORDS[code]}.`);
  }

  /** Figure i surrenders outside a nerve failure (000 BACKSHOOTING: "the option of throwing down his weapon"). */
  surrender(i: number, log?: ShotLog): void {
    this.gone[i] = 1;
    this.goDown(i, DOWN.surrendered, log);
  }

  /** Figure i has left the table (a runner crossing the edge, or a scenario's exit). */
  leaveTable(i: number, log?: ShotLog): void {
    this.gone[i] = 1;
    this.goDown(i, DOWN.leftTable, log);
  }
}
