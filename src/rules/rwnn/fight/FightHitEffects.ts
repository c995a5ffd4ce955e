import type { Dice } from '../../../dice/Dice.ts';
import { CUNNING, type Figure } from '../figure/Figure.ts';
import { WOUND } from '../shot/compiledWoundChart.ts';
import { HitCell } from '../shot/HitCell.ts';
import { newShotContext } from '../shot/ShotContext.ts';
import type { ShotLog } from '../shot/ShotLog.ts';
import { LOCATION_WORDS, STATUS_WORDS } from '../shot/shotWords.ts';
import { LOCATION, STATUS, type Status } from '../WoundState.ts';
import type { FightContext } from './FightContext.ts';
import type { FightChooser, FightView } from './FightChooser.ts';
import { FIGHT_EFFECT, FIGHT_EFFECT_RANK } from './FightEffect.ts';
import type { FightResult } from './FightResult.ts';
import type { FightRules } from './FightRules.ts';

/** The view, writable by the resolver that fills it. */
export type MutableFightView = { -readonly [K in keyof FightView]: FightView[K] };

/** The most an Expert Fighter may shift, with room to spare. */
export const MAX_SHIFT = 4;

/** A stuck-weapon die of this or more sticks the blade: "a 50% chance". */
const STUCK_ON = 4;

/**
 * What each hit left after a round of close combat does (000 FIGHTING; 003 FIGHTING; 002 CLOSE COMBAT): the
 * effect die on the attacker's row with his skills' modifiers and any Expert Fighter's shift, the shield's
 * 1, and the row's result: knocked down or out (with Tough's rule), a flesh wound thrown for its location,
 * the wound chart read "exactly as if they had been shot in normal firing" for shot!, knifed! and head
 * wounds, and the terrible wound that severs or runs through. The counts go into the resolver's
 * {@link FightResult}; the figures' wounds are changed in place. Part of {@link FightResolver}, which owns
 * one and calls {@link resolve} once per hit, after {@link newAttack} at the start of each attack.
 *
 * @example hits.newAttack(); hits.resolve(ames, boone, row, false, true, ctx, dice, amesChooser, booneChooser);
 */
export class FightHitEffects {
  private readonly cell: HitCell;
  private readonly shotCtx = newShotContext();
  private cellPrepared = false;

  constructor(
    private readonly rules: FightRules,
    private readonly result: FightResult,
    private readonly view: MutableFightView,
  ) {
    this.cell = new HitCell(rules.shot);
  }

  /** A new attack: the wound chart's cell is prepared again for its fighters on the first hit that needs it. */
  newAttack(): void {
    this.cellPrepared = false;
  }

  /** One remaining hit: the effect die on the row (with its modifiers and any Expert Fighter's shift), then its cell. */
  resolve(
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
}
