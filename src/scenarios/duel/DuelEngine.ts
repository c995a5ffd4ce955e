import { newFaceCounts, type Dice } from '../../dice/Dice.ts';
import type { DuelFireView, FireMode } from '../../policies/duel/DuelPolicy.ts';
import { fastDrawResult, type FastDrawResult } from '../../rules/rwnn/fastDraw.ts';
import { GUN } from '../../rules/rwnn/figure/GunState.ts';
import { FIRE, GUNS, newShotContext } from '../../rules/rwnn/shot/ShotContext.ts';
import { HitCell } from '../../rules/rwnn/shot/HitCell.ts';
import { twoPistolsDice } from '../../rules/rwnn/shot/twoPistolsDice.ts';
import { SHOT_BAR, SHOT_BAR_WORDS, shotBar } from '../../rules/rwnn/shot/shotBar.ts';
import { firingDice } from '../../rules/rwnn/shot/firingDice.ts';
import { ShotResolver, TURN } from '../../rules/rwnn/shot/ShotResolver.ts';
import { showCounts } from '../../rules/rwnn/shot/shotWords.ts';
import { LOCATION, STATUS } from '../../rules/rwnn/WoundState.ts';
import type { Duellist } from './Duellist.ts';
import type { DuelRules } from './DuelRules.ts';
import type { Narrator } from './Narrator.ts';

/** How a duel ended, as a small integer for tallies; `declined`: the challenge was refused or the challenged lost his nerve (a duel started from the fate deck). */
export const DUEL_OUTCOME = { aWins: 0, bWins: 1, bothDown: 2, unresolved: 3, declined: 4 } as const;
export type DuelOutcome = (typeof DUEL_OUTCOME)[keyof typeof DUEL_OUTCOME];

/** Why a duellist cannot fire, by turn action, in the narration's words. */
const CANNOT_FIRE: Readonly<Record<number, string>> = {
  [TURN.gunBusted]: 'his gun is busted',
  [TURN.armDisabled]: 'serious wound to the firing arm',
  [TURN.cannotReload]: 'a serious arm wound stops him reloading',
};

/** Exchanges (fast draws) after which a duel stops as unresolved. */
export const MAX_EXCHANGES = 200;

/** The result of one duel, written into a caller's object. */
export interface DuelResult {
  outcome: DuelOutcome;
  exchanges: number;
}

/**
 * Plays duels by the procedure of 000 CHALLENGES, DUELS & THE FAST DRAW (and 003's): both duellists throw
 * fast-draw dice; the winner fires, then the other fires back if still standing; on a simultaneous draw
 * both fire and both results apply; repeat until one falls (dead, knocked out or knocked down). Every shot,
 * reload, Fix gun throw and hit is the shot module's ({@link ShotResolver}); the duellists' policies make
 * the choices (how to fire, and the dice skills' re-rolls and shifts).
 *
 * One engine is reused for every trial: its scratch arrays are allocated once, and with no narrator no
 * string is built, so the fast path allocates nothing per trial. A narrated run makes the same rolls in the
 * same order, so its outcome is the fast run's.
 */
export class DuelEngine {
  private readonly drawA = newFaceCounts();
  private readonly drawB = newFaceCounts();
  private readonly shots: ShotResolver;
  private readonly ctx = newShotContext();
  /** A context for {@link fireDice}'s questions, apart from the duel's own. */
  private readonly askCtx = newShotContext();
  // Fractions start as fractions (NaN, set before every question): a field first holding a small integer
  // and later a fraction can be left boxing every store.
  private readonly view: { -readonly [K in keyof DuelFireView]: DuelFireView[K] } = {
    deliberateDice: 0,
    blazeDice: 0,
    blazeCap: 0,
    deadeye: false,
    mustBlaze: false,
    twoPistolsDice: NaN,
    edition: 'extended',
    luckyShot: true,
    range: NaN,
    pHitDowns: NaN,
  };

  /** Whether either duellist of the current duel holds a re-roll skill. */
  private rerolls = false;
  /** The duellist of the current duel caught with his back to his opponent, or null (see fightOut). */
  private backTurned: Duellist | null = null;
  /** The exchanges (from the first) in which {@link backTurned} throws the back-to-opponent modifier. */
  private backExchanges = 0;
  /** {@link backTurned} stands sideways to his man rather than with his back to him. */
  private sideways = false;

  constructor(readonly rules: DuelRules) {
    this.shots = new ShotResolver(rules.shot);
    this.view.edition = rules.rwnn.blazeAway;
    this.view.luckyShot = rules.shot.readings.luckyShot === 'yes';
  }

  /**
   * Plays one duel at `range` inches with `dice`, narrating to `log` when given.
   *
   * @example engine.play(a, b, 6, dice, result) // result.outcome, result.exchanges
   */
  play(a: Duellist, b: Duellist, range: number, dice: Dice, out: DuelResult, log?: Narrator): DuelResult {
    this.ready(a);
    this.ready(b);
    a.reset();
    b.reset();
    return this.fightOut(a, b, range, dice, out, log);
  }

  /**
   * Plays a duel between two figures as they stand, wounds, guns and skill allowances unchanged: a duel
   * called in the middle of a gunfight (000 CHALLENGES, DUELS & THE FAST DRAW). {@link play} is this after
   * a reset. `backTurned` (a or b) is caught with his back to the other (000 BACKSHOOTING: "the previously
   * unsuspecting target suffers the loss of three dice because of the 'back to opponent' modifier") and
   * throws the modifier in the first `backExchanges` exchanges: how long he stays caught is the caller's
   * reading (register entry back-to-opponent-draws). `aPrize` false: a win by `a` does not earn his two
   * free actions yet (a challenger with more men still to face: register entry challenge-several), and the
   * story says so. `sideways`: `backTurned` is caught side-on rather than from behind, and throws "Sideways To
   * Opponent - 1" instead, for the same exchanges.
   */
  fightOut(
    a: Duellist,
    b: Duellist,
    range: number,
    dice: Dice,
    out: DuelResult,
    log?: Narrator,
    backTurned: Duellist | null = null,
    backExchanges = 1,
    aPrize = true,
    sideways = false,
  ): DuelResult {
    this.ready(a);
    this.ready(b);
    this.ctx.range = range;
    this.backTurned = backTurned;
    this.backExchanges = backTurned ? backExchanges : 0;
    this.sideways = sideways;
    if (log) this.narrateStart(a, b, log);
    // Re-roll allowances only ever run down, so a duel that starts without any never needs asking.
    this.rerolls =
      (a.profile.luckyDice |
        a.charmedLeft |
        a.curseTokens |
        b.profile.luckyDice |
        b.charmedLeft |
        b.curseTokens) !==
      0;
    for (let exchange = 1; exchange <= MAX_EXCHANGES; exchange++) {
      this.exchange(a, b, exchange, dice, log);
      const aDown = a.wounds.status !== STATUS.standing;
      const bDown = b.wounds.status !== STATUS.standing;
      if (aDown || bDown) {
        out.outcome =
          aDown && bDown ? DUEL_OUTCOME.bothDown : aDown ? DUEL_OUTCOME.bWins : DUEL_OUTCOME.aWins;
        out.exchanges = exchange;
        if (log) this.narrateEnd(a, b, out, log, aPrize);
        return out;
      }
    }
    out.outcome = DUEL_OUTCOME.unresolved;
    out.exchanges = MAX_EXCHANGES;
    if (log) this.narrateEnd(a, b, out, log, aPrize);
    return out;
  }

  /** One exchange: both throw fast-draw dice, then fire in the order the draw gives. */
  private exchange(a: Duellist, b: Duellist, exchange: number, dice: Dice, log?: Narrator): void {
    const tie = this.rules.readings.fastDrawTie;
    const na = this.drawDice(a) + this.backModifier(a, exchange);
    const nb = this.drawDice(b) + this.backModifier(b, exchange);
    dice.rollCounts(na, this.drawA);
    dice.rollCounts(nb, this.drawB);
    if (this.rerolls) {
      this.shots.rerollFastDraw(a, b, this.drawA, this.drawB, tie, dice, a.policy, b.policy, log);
      this.shots.rerollFastDraw(b, a, this.drawB, this.drawA, tie, dice, b.policy, a.policy, log);
    }
    const first = fastDrawResult(this.drawA, this.drawB, tie);
    if (log) this.narrateDraw(a, b, exchange, na, nb, first, log);
    const shots = this.shots;
    const ctx = this.ctx;
    // "Once the winner of the Fast Draw has fired, then if his opponent is still standing, he may fire back";
    // on a simultaneous draw both fire before either's hits land.
    const simultaneous = first === 'simultaneous';
    const fast = first === 'b' ? b : a;
    const slow = first === 'b' ? a : b;
    const onSlow = this.turn(fast, slow, dice, log);
    if (!simultaneous) shots.resolveHits(fast, slow, onSlow, ctx, dice, fast.policy, slow.policy, log);
    if (simultaneous || slow.wounds.status === STATUS.standing) {
      const onFast = this.turn(slow, fast, dice, log);
      if (simultaneous) shots.resolveHits(fast, slow, onSlow, ctx, dice, fast.policy, slow.policy, log);
      shots.resolveHits(slow, fast, onFast, ctx, dice, slow.policy, fast.policy, log);
    }
  }

  /** The back-to-opponent (or sideways) dice `d` throws in exchange `exchange` (0 when he faces his man). */
  private backModifier(d: Duellist, exchange: number): number {
    if (d !== this.backTurned || exchange > this.backExchanges) return 0;
    return this.sideways ? this.rules.fastDrawSideways : this.rules.fastDrawBackToOpponent;
  }

  private narrateStart(a: Duellist, b: Duellist, log: Narrator): void {
    for (const d of [a, b]) for (const note of d.skillNotes) log.line(`${d.name}: ${note}.`);
    const back = this.backTurned;
    if (back) {
      const other = (back === a ? b : a).name;
      const when = this.backExchanges === 1 ? 'in the first draw' : 'in every draw';
      log.line(
        this.sideways
          ? `${back.name} stands sideways to ${other}: sideways to opponent ${this.rules.fastDrawSideways} dice ${when}.`
          : `${back.name} has his back to ${other}: back to opponent ${this.rules.fastDrawBackToOpponent} dice ${when}.`,
      );
    }
  }

  private narrateDraw(
    a: Duellist,
    b: Duellist,
    exchange: number,
    na: number,
    nb: number,
    first: FastDrawResult,
    log: Narrator,
  ): void {
    log.line(
      `Exchange ${exchange}: fast draw, ${a.name} ${na} dice ${showCounts(this.drawA)}, ${b.name} ${nb} dice ${showCounts(this.drawB)}: ${first === 'simultaneous' ? 'they fire simultaneously' : `${(first === 'a' ? a : b).name} is faster`}.`,
    );
  }

  private narrateEnd(a: Duellist, b: Duellist, out: DuelResult, log: Narrator, aPrize: boolean): void {
    if (out.outcome === DUEL_OUTCOME.unresolved)
      log.line(`No result after ${MAX_EXCHANGES} exchanges: the duel is unresolved.`);
    else if (out.outcome === DUEL_OUTCOME.bothDown) log.line('Both duellists are down: nobody wins.');
    else if (out.outcome === DUEL_OUTCOME.aWins && !aPrize)
      log.line(`${a.name} wins the duel; his two free actions wait until the others he called out are down.`);
    else
      log.line(
        `${(out.outcome === DUEL_OUTCOME.aWins ? a : b).name} wins the duel and takes his two free actions.`,
      );
  }

  /** Fast-draw dice: class dice, skills, and 000's wound modifiers (head, serious wounds, wounded firing arm). */
  fastDrawDice(d: Duellist): number {
    this.ready(d);
    return this.drawDice(d);
  }

  /** Firing dice with his pistol at `range`, deliberate, before any blazing-away bonus; null beyond reach. */
  fireDice(d: Duellist, range: number): number | null {
    this.ready(d);
    this.askCtx.range = range;
    const n = this.shots.dice(d, null, this.askCtx, 0);
    return n !== n ? null : n;
  }

  /** Binds a duellist to these rules and reads what depends on them only, once per ruleset. */
  private ready(d: Duellist): void {
    if (d.readyFor === this.rules) return;
    d.bind(this.rules.figure);
    // The share of the 36 location-and-effect cells that put him down, for the policies' odds.
    const cell = new HitCell(this.rules.shot);
    cell.prepare(this.rules.shot, d, d, this.askCtx);
    let n = 0;
    for (let l = 1; l <= 6; l++) {
      for (let e = 1; e <= 6; e++) {
        cell.compute(l, e);
        if (cell.index >= 0 && cell.downs()) n++;
      }
    }
    d.pHitDowns = n / 36;
    d.fastDrawBase = this.rules.fastDrawDice[d.cls] + d.profile.fastDrawDice;
    d.readyFor = this.rules;
  }

  private drawDice(d: Duellist): number {
    const r = this.rules;
    const w = d.wounds;
    const head = w.headWounds();
    const perHead = r.readings.fastDrawHeadWound === 'per-wound' ? head : head > 0 ? 1 : 0;
    const armWounded = w.flesh[LOCATION.rightArm]! + w.serious[LOCATION.rightArm]! > 0;
    return (
      d.fastDrawBase +
      r.fastDrawHeadWound * perHead +
      r.fastDrawPerSerious * w.seriousTotal() +
      (armWounded ? r.fastDrawFiringArm : 0)
    );
  }

  /** One turn at the trigger: fire, or reload or fix the gun instead. Returns the hits scored on `target`. */
  private turn(shooter: Duellist, target: Duellist, dice: Dice, log?: Narrator): number {
    // The commonest turn first: the right-hand gun loaded and the arm able to fire it.
    let g = 0;
    if (shooter.guns[0] !== GUN.loaded || !shooter.armAllows(0)) {
      g = this.service(shooter, target, dice, log);
      if (g < 0) return 0;
    }
    const ctx = this.ctx;
    ctx.mode = FIRE.deliberate;
    ctx.guns = g === 0 ? GUNS.right : GUNS.left;
    if (shooter.profile.whiteKnight && this.barred(shooter, target, log)) return 0;
    const base = firingDice(this.rules.shot, shooter, target, ctx, g);
    if (base !== base) {
      if (log) log.line(`  ${shooter.name} is out of pistol range.`);
      return 0;
    }
    const mode = this.chooseMode(shooter, target, g, base);
    const shots = this.shots;
    if (mode === 'two-pistols') {
      ctx.mode = FIRE.blaze;
      ctx.guns = GUNS.both;
      return shots.fire(shooter, target, ctx, dice, shooter.policy, target.policy, log);
    }
    const blaze = mode === 'blaze';
    ctx.mode = blaze ? FIRE.blaze : FIRE.deliberate;
    const n = blaze ? this.view.blazeDice : base;
    return shots.fireWith(shooter, target, ctx, g, n, dice, shooter.policy, target.policy, log);
  }

  /**
   * A turn without a ready right-hand gun: fire the other pistol (returns its hand), or reload, fix the gun
   * or do nothing (returns -1).
   */
  private service(shooter: Duellist, target: Duellist, dice: Dice, log?: Narrator): number {
    const shots = this.shots;
    const action = shots.turnAction(shooter);
    const g = shots.turnGun;
    if (action === TURN.fire) return g;
    if (action === TURN.reload) shots.reload(shooter, g, log);
    else if (action === TURN.fixGun)
      shots.fixGun(shooter, g, target, dice, shooter.policy, target.policy, log);
    else if (log) log.line(`  ${shooter.name} cannot fire (${CANNOT_FIRE[action]}).`);
    return -1;
  }

  /** Whether a White knight's code bars this shot (000 SKILLS & ATTRIBUTES). */
  private barred(shooter: Duellist, target: Duellist, log?: Narrator): boolean {
    const bar = shotBar(this.rules.shot, shooter, target, this.ctx);
    if (bar !== SHOT_BAR.none && log) log.line(`  ${shooter.name} holds his fire: ${SHOT_BAR_WORDS[bar]}.`);
    return bar !== SHOT_BAR.none;
  }

  /** Asks the shooter's policy how to fire, the rules forcing a Citizen or a Jumpy man to blaze away. */
  private chooseMode(shooter: Duellist, target: Duellist, g: number, base: number): FireMode {
    const r = this.rules.shot;
    const p = shooter.profile;
    const wi = shooter.weaponIndex[g]!;
    const v = this.view;
    v.deliberateDice = base;
    v.blazeDice = base + r.blazeBonus[wi]!;
    v.blazeCap = r.blazeCap[wi]! + p.blazeExtraHits;
    v.deadeye = p.deliberateHitsOn <= 5;
    // 000 SHOOTING "Citizens may not fire deliberately"; Jumpy "always blazes away".
    v.mustBlaze = shooter.mustBlaze;
    v.range = this.ctx.range;
    v.pHitDowns = target.pHitDowns;
    v.twoPistolsDice = twoPistolsDice(this.rules.shot, shooter, target, this.ctx, g);
    const twoPistols = v.twoPistolsDice === v.twoPistolsDice;
    if (v.mustBlaze && !twoPistols) return 'blaze';
    const mode = shooter.policy.chooseFire(v);
    if (mode === 'two-pistols' && !twoPistols) illegalMode(shooter);
    return mode === 'deliberate' && v.mustBlaze ? 'blaze' : mode;
  }
}

function illegalMode(d: Duellist): never {
  throw new Error(`${d.policy.name}: ${d.name} cannot fire two pistols now`);
}
