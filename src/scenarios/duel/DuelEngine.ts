import { newFaceCounts, type Dice } from '../../dice/Dice.ts';
import type { DuelFireView, FireMode } from '../../policies/duel/DuelPolicy.ts';
import { blazeAway } from '../../rules/rwnn/blazeAway.ts';
import { deliberateHits } from '../../rules/rwnn/deliberateFire.ts';
import { fastDrawResult } from '../../rules/rwnn/fastDraw.ts';
import { LUCKY_SHOT_DICE, luckyShot } from '../../rules/rwnn/luckyShot.ts';
import { newShotOutcome } from '../../rules/rwnn/ShotOutcome.ts';
import { HIT_LOCATIONS } from '../../rules/rwnn/tables/woundCharts.ts';
import { LOCATION, STATUS, type Status } from '../../rules/rwnn/WoundState.ts';
import { WOUND, type CompiledWoundChart } from './compiledWoundChart.ts';
import type { Duellist } from './Duellist.ts';
import type { DuelRules } from './DuelRules.ts';
import type { Narrator } from './Narrator.ts';

/** How a duel ended, as a small integer for tallies. */
export const DUEL_OUTCOME = { aWins: 0, bWins: 1, bothDown: 2, unresolved: 3 } as const;
export type DuelOutcome = (typeof DUEL_OUTCOME)[keyof typeof DUEL_OUTCOME];

/** Exchanges (fast draws) after which a duel stops as unresolved. */
export const MAX_EXCHANGES = 200;

/** The result of one duel, written into a caller's object. */
export interface DuelResult {
  outcome: DuelOutcome;
  exchanges: number;
}

const STATUS_WORDS = ['standing', 'knocked down', 'knocked out', 'dead'] as const;

/** The share of a chart's 36 cells that end a duel (dead, knocked out or down), after Tough's knock rule. */
function downShare(chart: CompiledWoundChart, adjust: (s: Status) => Status): number {
  let n = 0;
  for (let i = 0; i < 36; i++) if (adjust(chart.knock[i] as Status) !== STATUS.standing) n++;
  return n / 36;
}

/**
 * Plays duels by the procedure of 000 CHALLENGES, DUELS & THE FAST DRAW (and 003's): both duellists throw
 * fast-draw dice; the winner fires, then the other fires back if still standing; on a simultaneous draw
 * both fire and both results apply; repeat until one falls (dead, knocked out or knocked down). Out of ammo,
 * the next time he would fire he reloads instead; jammed, he rolls to fix the gun (000 Fix gun).
 *
 * One engine is reused for every trial: its scratch arrays are allocated once, and with no narrator no
 * string is built, so the fast path allocates nothing per trial. A narrated run makes the same rolls in the
 * same order, so its outcome is the fast run's.
 */
export class DuelEngine {
  private readonly drawA = newFaceCounts();
  private readonly drawB = newFaceCounts();
  private readonly pool = newFaceCounts();
  private readonly shot = newShotOutcome();
  private readonly view: { -readonly [K in keyof DuelFireView]: DuelFireView[K] } = {
    deliberateDice: 0,
    blazeDice: 0,
    blazeCap: 0,
    deadeye: false,
    mustBlaze: false,
    edition: 'extended',
    range: 0,
    pHitDowns: 0,
  };
  private bandRange = NaN;
  private band: number | null = null;
  private readonly pDownNormal: number;
  private readonly pDownTough: number;

  constructor(readonly rules: DuelRules) {
    this.pDownNormal = downShare(rules.normalChart, (s) => s);
    this.pDownTough = downShare(rules.toughChart, (s) => this.toughKnock(s));
    this.view.edition = rules.readings.blaze.edition;
  }

  /**
   * Plays one duel at `range` inches with `dice`, narrating to `log` when given.
   *
   * @example engine.play(a, b, 6, dice, result) // result.outcome, result.exchanges
   */
  play(a: Duellist, b: Duellist, range: number, dice: Dice, out: DuelResult, log?: Narrator): DuelResult {
    a.reset();
    b.reset();
    const tie = this.rules.readings.fastDrawTie;
    for (let exchange = 1; exchange <= MAX_EXCHANGES; exchange++) {
      const na = this.fastDrawDice(a);
      const nb = this.fastDrawDice(b);
      dice.rollCounts(na, this.drawA);
      dice.rollCounts(nb, this.drawB);
      const first = fastDrawResult(this.drawA, this.drawB, tie);
      if (log) {
        log.line(
          `Exchange ${exchange}: fast draw, ${a.spec.name} ${na} dice ${showCounts(this.drawA)}, ${b.spec.name} ${nb} dice ${showCounts(this.drawB)}: ${first === 'simultaneous' ? 'they fire simultaneously' : `${(first === 'a' ? a : b).spec.name} is faster`}.`,
        );
      }
      if (first === 'simultaneous') {
        const hitsOnB = this.fire(a, b, range, dice, log);
        const hitsOnA = this.fire(b, a, range, dice, log);
        this.applyHits(b, hitsOnB, dice, log);
        this.applyHits(a, hitsOnA, dice, log);
      } else {
        const [fast, slow] = first === 'a' ? [a, b] : [b, a];
        this.applyHits(slow, this.fire(fast, slow, range, dice, log), dice, log);
        if (slow.wounds.status === STATUS.standing)
          this.applyHits(fast, this.fire(slow, fast, range, dice, log), dice, log);
      }
      const aDown = a.wounds.status !== STATUS.standing;
      const bDown = b.wounds.status !== STATUS.standing;
      if (aDown || bDown) {
        out.outcome =
          aDown && bDown ? DUEL_OUTCOME.bothDown : aDown ? DUEL_OUTCOME.bWins : DUEL_OUTCOME.aWins;
        out.exchanges = exchange;
        if (log) {
          const winner = aDown && bDown ? null : aDown ? b : a;
          log.line(
            winner
              ? `${winner.spec.name} wins the duel and takes his two free actions.`
              : 'Both duellists are down: nobody wins.',
          );
        }
        return out;
      }
    }
    out.outcome = DUEL_OUTCOME.unresolved;
    out.exchanges = MAX_EXCHANGES;
    if (log) log.line(`No result after ${MAX_EXCHANGES} exchanges: the duel is unresolved.`);
    return out;
  }

  /** Fast-draw dice: class dice, skills, and 000's wound modifiers (head, serious wounds, wounded firing arm). */
  fastDrawDice(d: Duellist): number {
    const r = this.rules;
    const s = d.spec.skills;
    const w = d.wounds;
    const head = w.headWounds();
    const perHead = r.readings.fastDrawHeadWound === 'per-wound' ? head : head > 0 ? 1 : 0;
    const armWounded = w.flesh[LOCATION.rightArm]! + w.serious[LOCATION.rightArm]! > 0;
    return (
      r.fastDrawDice[d.spec.cls] +
      3 * s['lightning-fast'] +
      3 * s['quick-shot'] +
      s.swift -
      s.slow -
      3 * s.jumpy +
      r.fastDrawHeadWound * perHead +
      r.fastDrawPerSerious * w.seriousTotal() +
      (armWounded ? r.fastDrawFiringArm : 0)
    );
  }

  /** Firing dice with a pistol at `range`, before any blazing-away bonus; null beyond the pistol's range. */
  fireDice(d: Duellist, range: number): number | null {
    const r = this.rules;
    const band = this.bandDice(range);
    if (band === null) return null;
    const w = d.wounds;
    const head = w.headWounds();
    const serious = w.seriousTotal();
    let anyFlesh = 0;
    for (let l = 0; l < 6; l++) anyFlesh += w.flesh[l]!;
    const quickrefState = serious > 0 ? r.seriouslyWoundedFire : anyFlesh > 0 ? r.woundedFire : 0;
    return (
      band +
      r.classFire[d.spec.cls] +
      d.spec.skills['crack-shot'] +
      r.headWoundFire * (r.readings.fireHeadWound === 'per-wound' ? head : head > 0 ? 1 : 0) +
      (w.flesh[LOCATION.rightArm]! > 0 ? r.fleshFiringArmFire : 0) +
      r.perSeriousFire * serious +
      quickrefState
    );
  }

  /** The pistol's dice at `range` (null beyond its reach), looked up once per range, not at every shot. */
  private bandDice(range: number): number | null {
    if (range !== this.bandRange) {
      this.bandRange = range;
      this.band = this.rules.pistolBands.find((b) => range <= b.upTo)?.dice ?? null;
    }
    return this.band;
  }

  /** One turn at the trigger: fire, or reload or fix the gun instead. Returns the hits scored on `target`. */
  private fire(shooter: Duellist, target: Duellist, range: number, dice: Dice, log?: Narrator): number {
    const name = shooter.spec.name;
    if (shooter.wounds.firingArmDisabled() || shooter.gun === 'busted') {
      if (log)
        log.line(
          `  ${name} cannot fire (${shooter.gun === 'busted' ? 'his gun is busted' : 'serious wound to the firing arm'}).`,
        );
      return 0;
    }
    if (shooter.gun === 'out-of-ammo') {
      shooter.gun = 'ok';
      if (log) log.line(`  ${name} is out of ammo and reloads instead of firing.`);
      return 0;
    }
    if (shooter.gun === 'jammed') {
      const roll = dice.d6();
      shooter.gun = roll <= 2 ? 'busted' : roll <= 4 ? 'jammed' : 'ok';
      if (log)
        log.line(
          `  ${name} tries to fix his jammed gun: ${roll}, ${roll <= 2 ? 'plumb busted' : roll <= 4 ? 'still jammed' : 'jam cleared'}.`,
        );
      return 0;
    }
    const base = this.fireDice(shooter, range);
    if (base === null) {
      if (log) log.line(`  ${name} is out of pistol range.`);
      return 0;
    }
    const s = shooter.spec.skills;
    const v = this.view;
    v.deliberateDice = base;
    v.blazeDice = base + this.rules.blazeBonus;
    v.blazeCap = this.rules.blazeCap + s['quick-shot'];
    v.deadeye = s.deadeye > 0;
    v.mustBlaze = shooter.spec.cls === 'citizen' || s.jumpy > 0;
    v.range = range;
    v.pHitDowns = target.spec.skills.tough > 0 ? this.pDownTough : this.pDownNormal;
    const mode: FireMode = v.mustBlaze ? 'blaze' : shooter.spec.policy.chooseFire(v);
    const n = mode === 'blaze' ? v.blazeDice : v.deliberateDice;
    const counts = this.pool;
    if (n <= 0) {
      dice.rollCounts(LUCKY_SHOT_DICE, counts);
      luckyShot(counts[6]!, counts[1]!, this.rules.readings.luckyAmmo, this.rules.readings.blaze, this.shot);
      shooter.gun = this.shot.gun;
      if (log)
        log.line(
          `  ${name} has ${n} dice (${mode}): a lucky shot, ${showCounts(counts)}: ${describeShot(this.shot.hits, this.shot.gun)}.`,
        );
      return this.shot.hits;
    }
    dice.rollCounts(n, counts);
    if (mode === 'deliberate') {
      const hits = deliberateHits(counts, v.deadeye);
      if (log)
        log.line(
          `  ${name} fires deliberately with ${n} dice ${showCounts(counts)}: ${hits ? 'a hit' : 'a miss'}.`,
        );
      return hits;
    }
    blazeAway(counts[6]!, counts[1]!, v.blazeCap, this.rules.readings.blaze, this.shot);
    shooter.gun = this.shot.gun;
    if (log)
      log.line(
        `  ${name} blazes away with ${n} dice ${showCounts(counts)}: ${describeShot(this.shot.hits, this.shot.gun)}.`,
      );
    return this.shot.hits;
  }

  /** Throws location and effect for each hit on `target` and applies the chart's cell. */
  private applyHits(target: Duellist, hits: number, dice: Dice, log?: Narrator): void {
    const tough = target.spec.skills.tough > 0;
    const chart = tough ? this.rules.toughChart : this.rules.normalChart;
    const w = target.wounds;
    for (let h = 0; h < hits; h++) {
      const loc = dice.d6();
      const eff = dice.d6();
      const i = (loc - 1) * 6 + eff - 1;
      const wound = chart.wound[i]!;
      let knock = chart.knock[i]! as Status;
      if (tough && knock !== STATUS.dead) knock = this.toughKnock(knock);
      let ignored = false;
      if (wound === WOUND.flesh || wound === WOUND.serious) {
        if (target.hardAsNailsLeft > 0) {
          target.hardAsNailsLeft--;
          ignored = true;
        } else if (wound === WOUND.flesh) w.flesh[loc - 1]!++;
        else w.serious[loc - 1]!++;
      }
      w.worsen(knock);
      if (log) {
        log.line(
          `  ${target.spec.name} is hit: location ${loc} (${HIT_LOCATIONS[loc - 1]}), effect ${eff}: ${chart.printed[i]}${tough ? ' (Tough: white side)' : ''}${ignored ? ', the wound shrugged off (Hard as Nails)' : ''}; now ${STATUS_WORDS[w.status]}.`,
        );
      }
    }
  }

  /** Tough: 000 "Knocked down, but never knocked out"; 003 "never knocked down or knocked out". */
  private toughKnock(s: Status): Status {
    if (s === STATUS.dead) return s;
    if (this.rules.toughNeverKnockedDown) return STATUS.standing;
    return s === STATUS.knockedOut ? STATUS.knockedDown : s;
  }
}

function showCounts(c: Int32Array): string {
  const faces: number[] = [];
  for (let f = 6; f >= 1; f--) for (let k = 0; k < c[f]!; k++) faces.push(f);
  return `[${faces.join(' ')}]`;
}

function describeShot(hits: number, gun: string): string {
  const h = hits === 0 ? 'no hit' : hits === 1 ? '1 hit' : `${hits} hits`;
  return gun === 'ok' ? h : `${h}, ${gun === 'out-of-ammo' ? 'out of ammo' : 'jammed'}`;
}
