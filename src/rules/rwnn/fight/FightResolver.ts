import { newFaceCounts, type Dice, type FaceCounts } from '../../../dice/Dice.ts';
import type { Figure } from '../figure/Figure.ts';
import { fightRound, type FightRound } from '../fightRound.ts';
import { BatchRerolls } from '../shot/BatchRerolls.ts';
import { BATCH } from '../shot/ShotChooser.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import { showCounts, STATUS_WORDS } from '../shot/shotWords.ts';
import { STATUS, type Status } from '../WoundState.ts';
import { ARM, type FightContext } from './FightContext.ts';
import { OUTFOUGHT, outfoughtAttacker } from './FightHorse.ts';
import type { FightChooser } from './FightChooser.ts';
import { FightHitEffects, MAX_SHIFT, type MutableFightView } from './FightHitEffects.ts';
import { fightDice, fightsWithKnife } from './fightDice.ts';
import { ESCAPE, newFightResult, type FightResult } from './FightResult.ts';
import { FIGHT_ROW } from './FightRow.ts';
import { fightRowOf, gunFires } from './fightRowOf.ts';
import type { FightRules } from './FightRules.ts';

/** Whether `f` is dead. */
function isDead(f: Figure): boolean {
  return f.wounds.status === STATUS.dead;
}

/**
 * Close combat of the RWNN core (000 FIGHTING – Hand to Hand Combat, ESCAPING FROM COMBAT; 003 FIGHTING;
 * 002 CLOSE COMBAT), one attack at a time: the rows the fighters use ({@link fightRowOf}), their dice
 * ({@link fightDice}), the round ("each 6 rolled is a potential hit ... each 6 rolled cancels one of the
 * attackers hits"; {@link fightRound}), a knocked-down defender who "does not roll dice in defence", a
 * knocked-out one hit by every die or shot dead, the attacker knocked down when the defender throws more
 * 6s, escaping instead of applying the result, and the effect of each remaining hit on the row by an
 * effect die, with the wound chart for shot!, knifed!, head and terrible wounds read as a shot reads it
 * (HitCell: Tough's white side, effect die and knock rule; Hard as Nails). The figures' wounds and
 * standing are changed in place; {@link result} says what happened.
 *
 * The dice are thrown in a fixed order, so a seeded run is reproducible: the attacker's batch, the
 * defender's batch (none when he is down); then per hit, the effect die, then any location die and
 * wound-chart effect die its cell calls for (a head wound throws only the effect die), then the
 * stuck-weapon die after a blade runs through the body. Once the victim is dead no further hit is thrown.
 * The re-roll skills (Lucky, Charmed, Cursed) apply to the attack and defence dice as to any batch (the
 * attacker's first, then the defender's, each in `shot.rerollOrder`); not to the effect dice of the hits,
 * which Expert Fighter shifts. Marksman's shift is not applied to close combat.
 *
 * One resolver serves every attack of a worker: its scratch arrays, view and result are allocated once,
 * and with no log no string is built.
 *
 * @example
 * const r = resolver.attack(ames, boone, ctx, dice, amesChooser, booneChooser);
 * if (r.attackerKnockedDown) mustRecover(ames);
 */
export class FightResolver {
  /** What the last attack did (rewritten by every attack). */
  readonly result: FightResult = newFightResult();
  private readonly attackCounts = newFaceCounts();
  private readonly defendCounts = newFaceCounts();
  private readonly round: FightRound = { netHits: 0, attackerKnockedDown: false };
  private readonly view: MutableFightView = {
    row: 0,
    attackSixes: 0,
    defendSixes: 0,
    netHits: 0,
    effectDie: 0,
    maxShift: 0,
    shiftRank: new Float64Array(2 * MAX_SHIFT + 1),
  };
  /** Each remaining hit's effect (shares the result and the view). */
  private readonly hits: FightHitEffects;
  private readonly rerolls: BatchRerolls;
  /** The other fighter's dice while a batch is re-rolled; no dice at all against a defender who is down. */
  private rerollOther: FaceCounts;
  private readonly noDice = newFaceCounts();

  constructor(readonly rules: FightRules) {
    this.hits = new FightHitEffects(rules, this.result, this.view);
    this.rerolls = new BatchRerolls(rules.shot.readings.rerollOrder, () => this.evaluateFightBatch());
    this.rerollOther = this.noDice;
  }

  /** The row `f` would fight with as the attacker (`asAttacker`) or the defender in `ctx`, or -1 if he cannot. */
  rowFor(f: Figure, ctx: FightContext, asAttacker: boolean): number {
    return asAttacker
      ? fightRowOf(this.rules, f, ctx.attackerArm, ctx.attackerHand, ctx.attackerBlade)
      : fightRowOf(this.rules, f, ctx.defenderArm, ctx.defenderHand, ctx.defenderBlade);
  }

  /**
   * The dice `a` would throw attacking `d` in `ctx` (after modifiers, none below 0), or NaN when he cannot
   * fight as the context says: for a policy weighing its choices.
   */
  attackDice(a: Figure, d: Figure, ctx: FightContext): number {
    const row = this.rowFor(a, ctx, true);
    return row < 0 ? NaN : Math.max(0, fightDice(this.rules, a, d, ctx, true, row));
  }

  /** The dice `d` would throw defending against `a` in `ctx` (0 when he is down), or NaN when he cannot. */
  defendDice(a: Figure, d: Figure, ctx: FightContext): number {
    const row = this.defenceRowFor(a, d, ctx);
    if (row < 0) return NaN;
    return d.wounds.status === STATUS.standing
      ? Math.max(0, fightDice(this.rules, d, a, ctx, false, row))
      : 0;
  }

  private defenceRowFor(a: Figure, d: Figure, ctx: FightContext): number {
    return this.rules.readings.defenceRow === 'attackers-weapon'
      ? this.rowFor(a, ctx, true)
      : this.rowFor(d, ctx, false);
  }

  /**
   * `a` attacks `d` once (000 FIGHTING: "If a character chooses to move into contact (or chooses to remain
   * in contact) with an opponent, he makes an attack, while the victim defends, providing he has not been
   * knocked down or knocked out"). The caller has checked that `a` may act and is in contact; `a` must be
   * standing, `d` alive, and each able to fight as the context says (a RangeError otherwise). Returns
   * {@link result}.
   */
  attack(
    a: Figure,
    d: Figure,
    ctx: FightContext,
    dice: Dice,
    attackerChooser: FightChooser,
    defenderChooser: FightChooser,
    log?: ShotLog,
  ): FightResult {
    const r = this.rules;
    const res = this.result;
    if (a.wounds.status !== STATUS.standing)
      throw new RangeError(`${a.name} is ${STATUS_WORDS[a.wounds.status]} and cannot attack`);
    if (d.wounds.status === STATUS.dead) throw new RangeError(`${d.name} is dead and cannot be attacked`);
    const aRow = this.rowFor(a, ctx, true);
    if (aRow < 0) throw new RangeError(`${a.name} cannot fight as chosen (arm ${ctx.attackerArm})`);
    const dStatus = d.wounds.status;
    let dRow = this.defenceRowFor(a, d, ctx);
    if (dRow < 0) {
      if (dStatus === STATUS.standing)
        throw new RangeError(`${d.name} cannot fight as chosen (arm ${ctx.defenderArm})`);
      dRow = FIGHT_ROW.fist;
    }
    this.begin(aRow, dRow, ctx);
    this.hits.newAttack();

    if (dStatus === STATUS.knockedOut && ctx.shootKnockedOut) {
      if (a.readyGun() < 0) throw new RangeError(`${a.name} has no gun he can fire at ${d.name}`);
      d.wounds.worsen(STATUS.dead);
      res.executed = true;
      if (log) log.line(`  ${a.name} shoots the senseless ${d.name} at point blank range: dead.`);
      return this.finish(a, d, dStatus);
    }

    const nA = Math.max(0, fightDice(r, a, d, ctx, true, aRow));
    const nD = dStatus === STATUS.standing ? Math.max(0, fightDice(r, d, a, ctx, false, dRow)) : 0;
    res.attackDice = nA;
    res.defendDice = nD;
    dice.rollCounts(nA, this.attackCounts);
    if (nD > 0) dice.rollCounts(nD, this.defendCounts);
    // Against a knocked-out victim every die hits: no throw is worth re-rolling.
    if (dStatus !== STATUS.knockedOut)
      this.rerollFight(a, d, nA, nD, dice, attackerChooser, defenderChooser, log);
    const sA = this.attackCounts[6]!;
    const sD = nD > 0 ? this.defendCounts[6]! : 0;
    res.attackSixes = sA;
    res.defendSixes = sD;
    // "If he has been knocked out, the attacker automatically scores a hit with each dice he throws."
    let knockDown = false;
    if (dStatus === STATUS.knockedOut) res.netHits = nA;
    else {
      fightRound(sA, sD, this.round);
      res.netHits = this.round.netHits;
      knockDown = this.round.attackerKnockedDown;
    }
    if (log) this.narrateRound(a, d, aRow, dRow, dStatus, log);

    const v = this.view;
    v.row = aRow;
    v.attackSixes = sA;
    v.defendSixes = sD;
    v.netHits = res.netHits;
    v.effectDie = 0;
    v.maxShift = 0;
    // "If he throws more 6's than his opponent, and chooses to escape rather than applying the result."
    if (dStatus !== STATUS.knockedOut) {
      if (sA > sD && r.readings.escapeBy === 'either' && attackerChooser.escape(v, true)) {
        res.escaped = ESCAPE.attacker;
        if (log) log.line(`  ${a.name} breaks off and escapes instead of striking home.`);
        return this.finish(a, d, dStatus);
      }
      if (sD > sA && defenderChooser.escape(v, false)) {
        res.escaped = ESCAPE.defender;
        if (log) log.line(`  ${d.name} breaks away and escapes instead of knocking ${a.name} down.`);
        return this.finish(a, d, dStatus);
      }
    }
    if (knockDown) {
      const outfought = outfoughtAttacker(ctx.attackerHorse, ctx.defenderHorse);
      if (outfought === OUTFOUGHT.controlThrow) {
        res.attackerControlThrow = true;
        if (log) log.line(`  ${d.name} throws more 6s: ${a.name} must throw to keep control of his horse.`);
      } else if (outfought === OUTFOUGHT.nothing) {
        if (log) log.line(`  ${d.name} throws more 6s, but is getting out of the way: ${a.name} stays up.`);
      }
      // Tough's knock rule holds here too: 1996 "never knocked down or knocked out".
      else if (a.profile.tough > 0 && r.shot.toughNeverDown) {
        if (log) log.line(`  ${d.name} throws more 6s, but ${a.name} is Tough and stays on his feet.`);
      } else {
        a.wounds.worsen(STATUS.knockedDown);
        res.attackerKnockedDown = true;
        if (log)
          log.line(`  ${d.name} throws more 6s: ${a.name} is knocked down and must spend a turn recovering.`);
      }
    }

    const knife = fightsWithKnife(aRow, ctx.attackerArm, ctx.attackerBlade);
    const fires =
      aRow === FIGHT_ROW.pistol || aRow === FIGHT_ROW.rifle ? gunFires(a, ctx.attackerHand) : false;
    // A dead victim takes no further hit (checked through a call: the hits change his status).
    for (let h = 0; h < res.netHits && !isDead(d); h++) {
      res.hitsResolved++;
      this.hits.resolve(a, d, aRow, knife, fires, ctx, dice, attackerChooser, defenderChooser, log);
    }
    return this.finish(a, d, dStatus);
  }

  /**
   * The re-roll skills on the round's dice: "Lucky: may re-roll one* dice from each batch of dice he
   * throws", Charmed's whole batch and a Cursed fighter's forced die (000 SKILLS & ATTRIBUTES), the
   * attacker's batch first, then the defender's, each judged against the other as it then stands.
   */
  private rerollFight(
    a: Figure,
    d: Figure,
    nA: number,
    nD: number,
    dice: Dice,
    attackerChooser: FightChooser,
    defenderChooser: FightChooser,
    log?: ShotLog,
  ): void {
    const defending = nD > 0 ? this.defendCounts : this.noDice;
    if (nA > 0 && BatchRerolls.possible(a, d))
      this.rerollBatch(a, d, this.attackCounts, defending, dice, attackerChooser, defenderChooser, log);
    if (nD > 0 && BatchRerolls.possible(d, a))
      this.rerollBatch(
        d,
        a,
        this.defendCounts,
        this.attackCounts,
        dice,
        defenderChooser,
        attackerChooser,
        log,
      );
  }

  private rerollBatch(
    thrower: Figure,
    other: Figure,
    counts: FaceCounts,
    otherCounts: FaceCounts,
    dice: Dice,
    own: FightChooser,
    theirs: FightChooser,
    log?: ShotLog,
  ): void {
    this.rerollOther = otherCounts;
    this.rerolls.rerollPooled(BATCH.fight, 6, counts, thrower, other, dice, own, theirs, log);
  }

  /** A fight batch as it stands: its thrower's 6s less the other fighter's. */
  private evaluateFightBatch(): void {
    const v = this.rerolls.view;
    v.hits = v.counts[6]! - this.rerollOther[6]!;
  }

  private begin(aRow: number, dRow: number, ctx: FightContext): void {
    const res = this.result;
    res.attackRow = aRow;
    res.defenceRow = dRow;
    res.attackDice = 0;
    res.defendDice = 0;
    res.attackSixes = 0;
    res.defendSixes = 0;
    res.netHits = 0;
    res.hitsResolved = 0;
    res.attackerKnockedDown = false;
    res.attackerControlThrow = false;
    res.escaped = ESCAPE.none;
    res.executed = false;
    res.effects.fill(0);
    res.noEffect = 0;
    res.struck = 0;
    res.wounded = 0;
    res.severed = 0;
    res.weaponStuck = false;
    const aClubs = ctx.attackerArm === ARM.club;
    const dClubs = ctx.defenderArm === ARM.club;
    const both = this.rules.readings.clubNoFire === 'both-fighters' && (aClubs || dClubs);
    res.attackerNoFire = aClubs || both;
    res.defenderNoFire = dClubs || both;
  }

  private finish(a: Figure, d: Figure, before: Status): FightResult {
    const res = this.result;
    res.defenderStatus = d.wounds.status;
    res.attackerStatus = a.wounds.status;
    res.defenderWentDown = before === STATUS.standing && d.wounds.status !== STATUS.standing;
    return res;
  }

  private narrateRound(
    a: Figure,
    d: Figure,
    aRow: number,
    dRow: number,
    dStatus: Status,
    log: ShotLog,
  ): void {
    const r = this.rules;
    const res = this.result;
    const arms = r.rowLabels[aRow]!.toLowerCase();
    const attack = `${a.name} attacks ${d.name} (${arms}) with ${res.attackDice} dice ${showCounts(this.attackCounts)}`;
    const hits = res.netHits === 1 ? '1 hit' : `${res.netHits} hits`;
    if (dStatus === STATUS.knockedOut) {
      log.line(`  ${attack}; ${d.name} is knocked out and every die hits: ${hits}.`);
    } else if (dStatus === STATUS.knockedDown) {
      log.line(`  ${attack}; ${d.name} is down and does not defend: ${hits}.`);
    } else {
      const defend = `${d.name} defends (${r.rowLabels[dRow]!.toLowerCase()}) with ${res.defendDice} dice ${res.defendDice > 0 ? showCounts(this.defendCounts) : '[]'}`;
      log.line(`  ${attack}; ${defend}: ${hits}.`);
    }
  }
}
