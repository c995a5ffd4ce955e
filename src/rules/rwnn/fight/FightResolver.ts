import { newFaceCounts, type Dice, type FaceCounts } from '../../../dice/Dice.ts';
import { CUNNING, type Figure } from '../figure/Figure.ts';
import { fightRound, type FightRound } from '../fightRound.ts';
import { WOUND } from '../shot/compiledWoundChart.ts';
import { BatchRerolls } from '../shot/BatchRerolls.ts';
import { HitCell } from '../shot/HitCell.ts';
import { BATCH } from '../shot/ShotChooser.ts';
import { newShotContext } from '../shot/ShotContext.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import { LOCATION_WORDS, showCounts, STATUS_WORDS } from '../shot/shotWords.ts';
import { LOCATION, STATUS, type Status } from '../WoundState.ts';
import { ARM, type FightContext } from './FightContext.ts';
import { OUTFOUGHT, outfoughtAttacker } from './FightHorse.ts';
import type { FightChooser, FightView } from './FightChooser.ts';
import { fightDice, fightsWithKnife } from './fightDice.ts';
import { FIGHT_EFFECT, FIGHT_EFFECT_RANK } from './FightEffect.ts';
import { ESCAPE, newFightResult, type FightResult } from './FightResult.ts';
import { FIGHT_ROW } from './FightRow.ts';
import { fightRowOf, gunFires } from './fightRowOf.ts';
import type { FightRules } from './FightRules.ts';

/** Whether `f` is dead. */
function isDead(f: Figure): boolean {
  return f.wounds.status === STATUS.dead;
}

/** The view, writable by the resolver that fills it. */
type MutableFightView = { -readonly [K in keyof FightView]: FightView[K] };

/** The most an Expert Fighter may shift, with room to spare. */
const MAX_SHIFT = 4;

/** A stuck-weapon die of this or more sticks the blade: "a 50% chance". */
const STUCK_ON = 4;

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
  private readonly cell: HitCell;
  private readonly shotCtx = newShotContext();
  private readonly view: MutableFightView = {
    row: 0,
    attackSixes: 0,
    defendSixes: 0,
    netHits: 0,
    effectDie: 0,
    maxShift: 0,
    shiftRank: new Float64Array(2 * MAX_SHIFT + 1),
  };
  private cellPrepared = false;
  private readonly rerolls: BatchRerolls;
  /** The other fighter's dice while a batch is re-rolled; no dice at all against a defender who is down. */
  private rerollOther: FaceCounts;
  private readonly noDice = newFaceCounts();

  constructor(readonly rules: FightRules) {
    this.cell = new HitCell(rules.shot);
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
    this.cellPrepared = false;

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
      this.resolveHit(a, d, aRow, knife, fires, ctx, dice, attackerChooser, defenderChooser, log);
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

  /** One remaining hit: the effect die on the row (with its modifiers and any Expert Fighter's shift), then its cell. */
  private resolveHit(
    a: Figure,
    d: Figure,
    row: number,
    knife: boolean,
    fires: boolean,
    ctx: FightContext,
    dice: Dice,
    attackerChooser: FightChooser,
    defenderChooser: FightChooser,
    log?: ShotLog,
  ): void {
    const r = this.rules;
    const res = this.result;
    const face = dice.d6();
    // "If a character has a shield, he suffers no effect when his opponent rolls a 1."
    if (ctx.defenderShield && face === 1) {
      res.noEffect++;
      if (log) log.line(`  Effect 1: ${d.name}'s shield takes the blow.`);
      return;
    }
    let e = face + this.effectModifier(a, knife) + this.victimModifier(d);
    const modified = e;
    const aShift = this.maxShift(a);
    if (aShift > 0) e += this.askShift(attackerChooser, true, row, e, aShift, a.name);
    if (r.readings.expertFighter === 'own-and-received') {
      const dShift = this.maxShift(d);
      if (dShift > 0) e += this.askShift(defenderChooser, false, row, e, dShift, d.name);
    }
    if (e < 1) {
      if (r.shot.belowOneNoEffect) {
        res.noEffect++;
        if (log) log.line(`  Effect ${face}${this.showEffect(face, modified, e)}: below 1, no effect.`);
        return;
      }
      e = 1;
    } else if (e > 6) e = 6;
    const kind = r.effects[row * 6 + e - 1]!;
    res.effects[kind]!++;
    if (log)
      log.line(`  Effect ${face}${this.showEffect(face, modified, e)}: ${r.printed[row * 6 + e - 1]}.`);
    switch (kind) {
      case FIGHT_EFFECT.knockedDown:
        if (!this.knock(d, STATUS.knockedDown, log)) res.noEffect++;
        return;
      case FIGHT_EFFECT.knockedOut:
        if (!this.knock(d, STATUS.knockedOut, log)) res.noEffect++;
        return;
      case FIGHT_EFFECT.fleshWound:
        this.fleshWound(d, dice.d6(), log);
        return;
      case FIGHT_EFFECT.shot:
        // "a character who is out of ammo cannot shoot an opponent, and counts a shot! result as no effect".
        if (!fires) {
          res.noEffect++;
          if (log) log.line(`  ${a.name}'s gun cannot fire: no effect.`);
          return;
        }
        this.woundChart(a, d, dice.d6(), dice.d6(), log);
        return;
      case FIGHT_EFFECT.knifed:
        this.woundChart(a, d, dice.d6(), dice.d6(), log);
        return;
      case FIGHT_EFFECT.headWound:
        this.woundChart(a, d, LOCATION.head + 1, dice.d6(), log);
        return;
      case FIGHT_EFFECT.headWoundAndKnockedOut:
        this.woundChart(a, d, LOCATION.head + 1, dice.d6(), log);
        if (d.wounds.status !== STATUS.dead) this.knock(d, STATUS.knockedOut, log);
        return;
      case FIGHT_EFFECT.terribleWound:
        this.terribleWound(a, d, dice.d6(), dice.d6(), dice, log);
        return;
      default:
        d.wounds.worsen(STATUS.dead);
        res.wounded++;
        if (log) log.line(`  ${d.name} is dead.`);
    }
  }

  /** The attacker's own additions to his damage roll: 000 Strong +1*, Runt -1; Knifeman +1* with a knife. */
  private effectModifier(a: Figure, knife: boolean): number {
    const terms = this.rules.skillTerms;
    const counts = a.skills;
    let n = 0;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i]!;
      if (t.effect === 0) continue;
      const k = counts[t.skill];
      if (k === 0 || (t.bladeOnly && !knife)) continue;
      n += t.effect * (t.starred ? k : 1);
    }
    return n;
  }

  /** Tough: "when hit by shooting or in a fight, subtract one* from the effect dice" (`fight.toughFightingChart`). */
  private victimModifier(d: Figure): number {
    return this.rules.readings.toughFightingChart === 'minus-one' ? d.profile.effectDie : 0;
  }

  /** Expert Fighter: "May add or subtract 1 on the Hand to Hand damage roll chart". */
  private maxShift(f: Figure): number {
    const terms = this.rules.skillTerms;
    const counts = f.skills;
    let n = 0;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i]!;
      if (t.shift !== 0 && counts[t.skill] > 0) n += t.shift;
    }
    return Math.min(n, MAX_SHIFT);
  }

  private askShift(
    chooser: FightChooser,
    asAttacker: boolean,
    row: number,
    effect: number,
    max: number,
    name: string,
  ): number {
    const v = this.view;
    const r = this.rules;
    v.effectDie = effect;
    v.maxShift = max;
    for (let s = -max; s <= max; s++) {
      let e = effect + s;
      let rank = 0;
      if (e >= 1 || !r.shot.belowOneNoEffect) {
        e = e < 1 ? 1 : e > 6 ? 6 : e;
        rank = FIGHT_EFFECT_RANK[r.effects[row * 6 + e - 1]!]!;
      }
      v.shiftRank[s + max] = rank;
    }
    const shift = chooser.shiftEffect(v, asAttacker);
    if (!Number.isInteger(shift) || Math.abs(shift) > max)
      throw new Error(`Expert Fighter ${name}: a shift of ${shift} is not allowed (at most ${max})`);
    return shift;
  }

  /**
   * A knock from the fighting chart, with Tough's rule: 000 "Knocked down, but never knocked out"; 1996
   * "never knocked down or knocked out". Returns false when Tough leaves him standing.
   */
  private knock(d: Figure, s: Status, log?: ShotLog): boolean {
    let k = s;
    if (d.profile.tough > 0) k = this.rules.shot.toughNeverDown ? STATUS.standing : STATUS.knockedDown;
    d.wounds.worsen(k);
    if (log) {
      const tough = k !== s ? ' (Tough)' : '';
      log.line(`  ${d.name}${tough} is now ${STATUS_WORDS[d.wounds.status]}.`);
    }
    return k !== STATUS.standing;
  }

  /** "Throw for the location of flesh wounds ... on the hit location chart" (000 FIGHTING). */
  private fleshWound(d: Figure, location: number, log?: ShotLog): void {
    const res = this.result;
    // Cunning's Steel Plate "ignore all chest wounds" (register entry cunning-roll): the plate takes it, a blow
    // that struck only under shot.steelPlate=wounds-only (a flesh wound knocks nobody down either way).
    if (d.cunning === CUNNING.steelPlate && location - 1 === LOCATION.chest) {
      if (this.rules.shot.readings.steelPlate === 'wounds-only') res.struck++;
      if (log) log.line(`  Location ${location} (chest): a flesh wound, taken by his steel plate (Cunning).`);
      return;
    }
    res.struck++;
    const ignored = d.takeWound(location - 1, false);
    if (!ignored) res.wounded++;
    if (log)
      log.line(
        `  Location ${location} (${LOCATION_WORDS[location - 1]}): a flesh wound${ignored ? ', shrugged off (Hard as Nails)' : ''}.`,
      );
  }

  private prepareCell(a: Figure, d: Figure): void {
    if (this.cellPrepared) return;
    this.cell.prepare(this.rules.shot, a, d, this.shotCtx);
    this.cellPrepared = true;
  }

  /**
   * Reads the wound chart's cell for (location, effect) into {@link cell}: false, counted and told as no
   * effect, when the cell has none; else counts the victim struck.
   */
  private readCell(a: Figure, d: Figure, location: number, effect: number, log?: ShotLog): boolean {
    this.prepareCell(a, d);
    this.cell.compute(location, effect);
    if (this.cell.index < 0) {
      this.result.noEffect++;
      if (log) this.narrateCell(d, location, effect, false, '', log);
      return false;
    }
    this.result.struck++;
    return true;
  }

  /** A hit read on the wound chart "exactly as if they had been shot in normal firing". */
  private woundChart(a: Figure, d: Figure, location: number, effect: number, log?: ShotLog): void {
    if (!this.readCell(a, d, location, effect, log)) return;
    const res = this.result;
    const cell = this.cell;
    const w = d.wounds;
    let ignored = false;
    if (cell.wound === WOUND.flesh || cell.wound === WOUND.serious) {
      ignored = d.takeWound(location - 1, cell.wound === WOUND.serious);
      if (!ignored) res.wounded++;
    } else if (cell.wound === WOUND.dead) res.wounded++;
    w.worsen(cell.knock);
    if (log) this.narrateCell(d, location, effect, ignored, '', log);
  }

  /**
   * "You also throw for the location and effect of terrible wounds! on the hit location chart, but a: Graze
   * or flesh wound becomes a serious wound. And a serious wound either also causes the severing of a limb
   * or the head, or runs through the body, killing the victim and having a 50% chance of causing the weapon
   * to become stuck" (000 FIGHTING): a serious wound to an arm or the legs severs the limb (by default the
   * serious wound with the cell's knock, the arm lost for good: `fight.severedLimb`), to the head severs it, to the chest or belly runs through the body; a serious
   * wound made from a graze or flesh wound only does so under `fight.terribleSevers=any-serious`.
   */
  private terribleWound(
    a: Figure,
    d: Figure,
    location: number,
    effect: number,
    dice: Dice,
    log?: ShotLog,
  ): void {
    if (!this.readCell(a, d, location, effect, log)) return;
    const r = this.rules;
    const res = this.result;
    const cell = this.cell;
    const w = d.wounds;
    const thrownSerious = cell.wound === WOUND.serious;
    if (cell.wound === WOUND.dead) {
      res.wounded++;
      w.worsen(STATUS.dead);
      if (log) this.narrateCell(d, location, effect, false, '', log);
      return;
    }
    // A Steel Plate that takes a chest wound (shot.steelPlate=wounds-only) leaves no wound to make serious.
    if (cell.plated) {
      w.worsen(cell.knock);
      if (log) this.narrateCell(d, location, effect, false, '', log);
      return;
    }
    if (thrownSerious || r.readings.terribleSevers === 'any-serious') {
      const at = location - 1;
      if (at === LOCATION.head || at === LOCATION.chest || at === LOCATION.belly) {
        res.wounded++;
        w.worsen(STATUS.dead);
        const through = at !== LOCATION.head;
        if (through && r.readings.stuckWeapon === 'thrown') res.weaponStuck = dice.d6() >= STUCK_ON;
        if (log) {
          const how = through
            ? `runs through the body: dead${r.readings.stuckWeapon === 'thrown' ? (res.weaponStuck ? ', and the blade sticks fast' : ', and the blade comes free') : ''}`
            : 'severs the head: dead';
          this.narrateCell(d, location, effect, false, `, a serious wound that ${how}`, log);
        }
        return;
      }
      res.severed++;
      const ignored = this.seriousWound(d, at);
      // The limb is gone, whatever Hard as Nails made of the wound: a severed arm fires no gun again.
      w.severed[at] = 1;
      if (r.readings.severedLimb === 'dead') w.worsen(STATUS.dead);
      else {
        w.worsen(cell.knock);
        if (r.readings.severedLimb === 'knocked-out') this.knock(d, STATUS.knockedOut);
      }
      if (log)
        this.narrateCell(
          d,
          location,
          effect,
          ignored,
          `, a serious wound that severs the ${at === LOCATION.legs ? 'leg' : 'arm'}`,
          log,
        );
      return;
    }
    const ignored = this.seriousWound(d, location - 1);
    w.worsen(cell.knock);
    if (log) this.narrateCell(d, location, effect, ignored, ', made a serious wound', log);
  }

  /** Records a serious wound at location index `at` unless Hard as Nails shrugs it off; returns whether he did. */
  private seriousWound(d: Figure, at: number): boolean {
    const ignored = d.takeWound(at, true);
    if (!ignored) this.result.wounded++;
    return ignored;
  }

  private showEffect(face: number, modified: number, e: number): string {
    if (modified === face && e === face) return '';
    const parts: string[] = [];
    if (modified !== face) parts.push(`${modified - face > 0 ? '+' : ''}${modified - face} for skills`);
    if (e !== modified) parts.push(`Expert Fighter ${e - modified > 0 ? '+' : ''}${e - modified}`);
    return ` (${parts.join(', ')}: ${e})`;
  }

  private narrateCell(
    d: Figure,
    location: number,
    effect: number,
    ignored: boolean,
    extra: string,
    log: ShotLog,
  ): void {
    const cell = this.cell;
    const m = cell.effectModifier;
    const eff = m !== 0 ? ` (${m} for Tough: ${cell.column()})` : '';
    const what = cell.describe();
    log.line(
      `  Location ${location} (${LOCATION_WORDS[location - 1]}), effect ${effect}${eff}: ${what}${extra}${ignored ? ', the wound shrugged off (Hard as Nails)' : ''}; ${d.name} is now ${STATUS_WORDS[d.wounds.status]}.`,
    );
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
