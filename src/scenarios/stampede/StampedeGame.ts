import { newFaceCounts, type Dice } from '../../dice/Dice.ts';
import { FightResolver } from '../../rules/rwnn/fight/FightResolver.ts';
import { fightRules } from '../../rules/rwnn/fight/FightRules.ts';
import { fightReadingsFrom } from '../../rules/rwnn/fight/fightReadingOptions.ts';
import { Figure } from '../../rules/rwnn/figure/Figure.ts';
import type { Mover, MoverWounds, MoveRequest } from '../../rules/rwnn/movement/Mover.ts';
import { newMoveRoll } from '../../rules/rwnn/movement/MoveRoll.ts';
import { rollMove } from '../../rules/rwnn/movement/rollMove.ts';
import { rwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { STATUS_WORDS } from '../../rules/rwnn/shot/shotWords.ts';
import { footTurn } from '../../rules/rwnn/stampede/footTurn.ts';
import { HerdTrample } from '../../rules/rwnn/stampede/HerdTrample.ts';
import {
  escapesStampede,
  staysStanding,
  trampleRollCount,
} from '../../rules/rwnn/stampede/onFootInStampede.ts';
import { stampedeCheck } from '../../rules/rwnn/stampede/stampedeCheck.ts';
import type { StampedeReadings } from '../../rules/rwnn/stampede/StampedeReadings.ts';
import type { StampedeRunReadings } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import { STAMPEDE_TURNING } from '../../rules/rwnn/tables/stampedeTurning.ts';
import { LOCATION, STATUS } from '../../rules/rwnn/WoundState.ts';
import { stampedeReadingsFrom } from '../../odds/mechanics/stampedeReadingOptions.ts';
import { shootoutRules } from '../shootout/ShootoutRules.ts';
import { HerdBlock } from './HerdBlock.ts';
import { HerdFence } from './HerdFence.ts';
import { LEAD_SHOT, LeadAnimalShot } from './LeadAnimalShot.ts';
import { ANIMAL_BASE, type StampedeCell } from './StampedeCell.ts';
import { stampedeRunReadingsFrom } from './stampedeOptions.ts';
import { newStampedeTally, type StampedeTally } from './StampedeTally.ts';

/** Where a man is: on his own feet or ground, carried inside the herd, or down with the herd over him. */
const PLACE = { clear: 0, stuck: 1, underHerd: 2 } as const;

/** "If the animals are in the open, the entire herd rolls 3 movement dice"; "the next turn ... up to 4 dice". */
const HERD_DICE = 3;
const HERD_DICE_AFTER_SHOTS = 4;
/** "Roll 1 D6 for escape result if you are within 1” of the edge of the herd." */
const ESCAPE_REACH = 1;
/** An escaped man stands this far beyond the herd's flank: out of the 1" reach. */
const ESCAPED_CLEAR = ESCAPE_REACH + 0.5;

const MOVE: MoveRequest = { action: 'move', swiftExtra: false, gunplayCommenced: true };

/**
 * One stampede on open ground (000 "Stampeding and Herding Cattle"): gunfire behind a herd throws on the
 * stampede tables; a stampede runs where the direction reading says, the herd re-aligned on its lead
 * animal; each turn its Stampede card and one card for each man are turned in an order the dice shuffle, and
 * on its card the herd moves 3 dice (4 after more shots), every man standing in its way within 1" of it
 * throwing to escape or be caught, men caught throwing each turn to stay standing, men down under it rolled
 * on the fighting table against the trample every turn it passes over them ({@link HerdTrample}). On his
 * card a man holds, runs clear sideways (a Move) or tries to turn the herd. A man knocked down gets up on
 * his next card once the herd is off him, unless trampled this turn ("TRAMPLED ... characters are always
 * knocked down and winded: so that they can make no actions whatever until after the Joker is next turned",
 * 000 FIGHTING); a man knocked out stays out.
 *
 * Built once per cell and reused for every trial: {@link play} allocates nothing.
 *
 * @example const g = new StampedeGame(cell); g.play(dice, tally);
 */
export class StampedeGame {
  private readonly men: readonly Figure[];
  private readonly movers: readonly Mover[];
  private readonly moverWounds: readonly { -readonly [K in keyof MoverWounds]: number }[];
  private readonly herd: HerdBlock;
  private readonly trample: HerdTrample;
  private readonly check: StampedeReadings;
  private readonly run: StampedeRunReadings;
  private readonly move: ReturnType<typeof shootoutRules>['move'];
  private readonly x: Float64Array;
  private readonly y: Float64Array;
  private readonly place: Uint8Array;
  /** Trampled this turn: "no actions whatever until after the Joker is next turned". */
  private readonly winded: Uint8Array;
  /** Knocked down inside the herd this turn: laid where it carried him once its move is done. */
  private readonly fellNow: Uint8Array;
  private readonly carriedAlong: Float64Array;
  private readonly carriedSide: Float64Array;
  private readonly order: Int32Array;
  private readonly counts = newFaceCounts();
  private readonly roll = newMoveRoll();
  private shotsSinceMove = false;
  private readonly fence: HerdFence;
  private readonly leadShot: LeadAnimalShot;
  /** A man shot the lead animal down: the herd runs no more. */
  private stopped = false;
  private log: ShotLog | undefined;

  constructor(readonly cell: StampedeCell) {
    const rules = shootoutRules(rwnnRuleset(cell.ruleset), cell.options);
    this.move = rules.move;
    this.check = stampedeReadingsFrom(cell.options);
    this.run = stampedeRunReadingsFrom(cell.options);
    this.men = cell.men.map(
      (m) =>
        new Figure({ name: m.name, cls: m.cls, gained: m.skills, weapons: ['pistol'] }, rules.duel.figure),
    );
    this.moverWounds = this.men.map(() => ({ fleshLeg: 0, serious: 0, seriousLeg: 0, seriousBelly: 0 }));
    this.movers = this.men.map((f, i) => ({ cls: f.cls, skills: f.skills, wounds: this.moverWounds[i]! }));
    const p = cell.params;
    const ranks = Math.ceil(p.animals / p.columns);
    this.herd = new HerdBlock(p.columns * ANIMAL_BASE.width, ranks * ANIMAL_BASE.depth);
    const resolver = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
    this.trample = new HerdTrample(resolver, rules.duel.figure, this.run.trampleRow);
    this.fence = new HerdFence(p.fence, p.fenceKind, this.run.wall);
    this.leadShot = new LeadAnimalShot(rules.duel.shot, rules.duel.figure, this.run.leadShot);
    const n = this.men.length;
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    this.place = new Uint8Array(n);
    this.winded = new Uint8Array(n);
    this.fellNow = new Uint8Array(n);
    this.carriedAlong = new Float64Array(n);
    this.carriedSide = new Float64Array(n);
    this.order = new Int32Array(n + 1);
  }

  /** Where the herd stands now: for audits and tests, never to be changed from outside. */
  get herdNow(): Readonly<HerdBlock> {
    return this.herd;
  }

  /** Plays one stampede with `dice` into `out`, narrating to `log` when given. */
  play(dice: Dice, out: StampedeTally, log?: ShotLog): StampedeTally {
    this.log = log;
    this.reset(out);
    const p = this.cell.params;
    const stampede = stampedeCheck(p.gunfire, false, this.check, dice);
    if (log) log.line(`Gunfire ${p.gunfire}" behind the herd: ${stampede ? 'Staaaampede!' : 'no result.'}`);
    if (!stampede) return out;
    out.stampede = 1;
    const heading = this.run.direction === 'dice-arrow' ? dice.below(360) : 0;
    // "Determine a Lead Animal, to place in the front of the herd": the herd swings about its middle.
    const h = this.herd;
    const r = (heading * Math.PI) / 180;
    h.place((h.depth / 2) * Math.sin(r), -h.depth / 2 + (h.depth / 2) * Math.cos(r), heading);
    if (log) log.line(`The herd runs on a heading of ${heading} degrees.`);
    for (let turn = 1; turn <= p.turns; turn++) {
      if (log) log.line(`Turn ${turn}.`);
      this.shuffle(dice);
      for (let k = 0; k < this.order.length; k++) {
        const card = this.order[k]!;
        if (card === this.men.length) this.herdMoves(dice, out);
        else this.manActs(card, dice, out);
      }
      this.winded.fill(0);
    }
    this.tallyMen(out);
    return out;
  }

  private reset(out: StampedeTally): void {
    newStampedeTally(out);
    this.shotsSinceMove = false;
    this.fence.reset();
    this.leadShot.reset();
    this.stopped = false;
    this.herd.place(0, 0, 0);
    const men = this.cell.men;
    for (let i = 0; i < men.length; i++) {
      this.men[i]!.reset();
      this.x[i] = men[i]!.x;
      this.y[i] = men[i]!.y;
    }
    this.place.fill(PLACE.clear);
    this.winded.fill(0);
    this.fellNow.fill(0);
  }

  /** The turn's cards, the Stampede card last in the pile: a Fisher-Yates shuffle on the dice. */
  private shuffle(dice: Dice): void {
    const o = this.order;
    for (let i = 0; i < o.length; i++) o[i] = i;
    for (let i = o.length - 1; i > 0; i--) {
      const j = dice.below(i + 1);
      const t = o[i]!;
      o[i] = o[j]!;
      o[j] = t;
    }
  }

  /** The Stampede card: the herd's move and what it does to every man in its way. */
  private herdMoves(dice: Dice, out: StampedeTally): void {
    const log = this.log;
    if (this.stopped) {
      if (log) log.line('  The Stampede card: the herd stands, its lead animal down.');
      return;
    }
    if (this.fence.halted) {
      if (log) log.line('  The Stampede card: the herd mills against the wall.');
      return;
    }
    const h = this.herd;
    const n = this.shotsSinceMove ? HERD_DICE_AFTER_SHOTS : HERD_DICE;
    this.shotsSinceMove = false;
    dice.rollCounts(n, this.counts);
    let inches = 0;
    for (let f = 1; f <= 6; f++) inches += f * this.counts[f]!;
    if (log) log.line(`  The Stampede card: the herd runs ${inches}" on ${n} dice.`);
    const fenced = this.fence.run(h, inches, dice, log);
    if (fenced >= 0) inches = fenced;
    out.distance += inches;
    for (let i = 0; i < this.men.length; i++) {
      const m = this.men[i]!;
      if (m.status === STATUS.dead) continue;
      const place = this.place[i]!;
      if (place === PLACE.stuck) {
        if (!this.staysUp(i, dice, out)) this.fallsUnder(i, n, dice, out);
      } else if (this.fence.shields(this.y[i]!)) {
        // Beyond a fence the herd has not broken: it does not reach him.
      } else if (m.status !== STATUS.standing) {
        // "Knocked Down ‘inside the herd.’ Roll 1 D6 every turn the herd stampedes over the casting."
        if (h.passesOver(this.x[i]!, this.y[i]!, inches)) this.trampled(i, n, dice, out);
      } else if (h.reaches(this.x[i]!, this.y[i]!, inches, ESCAPE_REACH)) this.caught(i, n, dice, out);
    }
    h.advance(inches);
    if (fenced >= 0) this.fence.afterRun(h, dice, log);
    for (let i = 0; i < this.men.length; i++) {
      if (this.place[i] === PLACE.stuck || this.fellNow[i] === 1) {
        // Carried where the herd met him, to where its move ends; a man who fell on the way lies there.
        this.x[i] = h.x(this.carriedAlong[i]!, this.carriedSide[i]!);
        this.y[i] = h.y(this.carriedAlong[i]!, this.carriedSide[i]!);
        this.fellNow[i] = 0;
      } else if (this.place[i] === PLACE.underHerd && h.along(this.x[i]!, this.y[i]!) <= -h.depth)
        this.place[i] = PLACE.clear;
    }
  }

  /** A standing man within 1" of the running herd: the escape throw, or caught inside it. */
  private caught(i: number, herdDice: number, dice: Dice, out: StampedeTally): void {
    const m = this.men[i]!;
    const h = this.herd;
    const agile = m.skills.agile > 0;
    const along = h.along(this.x[i]!, this.y[i]!);
    const side = h.side(this.x[i]!, this.y[i]!);
    if (escapesStampede(agile, dice)) {
      out.escapes++;
      const clear = (h.width / 2 + ESCAPED_CLEAR) * (side < 0 ? -1 : 1);
      this.x[i] = h.x(along, clear);
      this.y[i] = h.y(along, clear);
      if (this.log) this.log.line(`  ${m.name} throws for escape: he gets out of the way.`);
      return;
    }
    out.caught++;
    if (this.log) this.log.line(`  ${m.name} throws for escape: stuck in the stampede.`);
    this.place[i] = PLACE.stuck;
    // Caught where the herd meets him: at its front edge if it came at him head on, at its flank beside it.
    this.carriedAlong[i] = Math.min(0, Math.max(-h.depth, along));
    this.carriedSide[i] = Math.min(h.width / 2, Math.max(-h.width / 2, side));
    if (!this.staysUp(i, dice, out)) this.fallsUnder(i, herdDice, dice, out);
  }

  /** A turn inside the herd on his feet: "Roll 1 D6 each turn ‘inside the herd’ to stay on your feet". */
  private staysUp(i: number, dice: Dice, out: StampedeTally): boolean {
    const m = this.men[i]!;
    if (staysStanding(m.skills.agile > 0, dice)) {
      if (this.log) this.log.line(`  ${m.name} stays on his feet inside the herd.`);
      return true;
    }
    out.knockedDown++;
    m.wounds.worsen(STATUS.knockedDown);
    if (this.log) this.log.line(`  ${m.name} is knocked down inside the herd.`);
    return false;
  }

  /** He falls where the herd carries him, and it runs over him from this turn or the next (a reading). */
  private fallsUnder(i: number, herdDice: number, dice: Dice, out: StampedeTally): void {
    this.place[i] = PLACE.underHerd;
    this.fellNow[i] = 1;
    if (this.run.trampledFrom === 'same-turn') this.trampled(i, herdDice, dice, out);
  }

  /** One turn of the herd over a man on the ground: 1 to 4 rolls on the fighting table against the trample. */
  private trampled(i: number, herdDice: number, dice: Dice, out: StampedeTally): void {
    const m = this.men[i]!;
    const rolls = trampleRollCount(dice);
    this.winded[i] = 1;
    this.place[i] = PLACE.underHerd;
    if (this.log) this.log.line(`  The herd tramples ${m.name}: ${rolls} roll${rolls > 1 ? 's' : ''}.`);
    for (let k = 0; k < rolls && m.status !== STATUS.dead; k++) {
      out.trampleRolls++;
      this.trample.roll(m, herdDice, dice, this.log);
    }
  }

  /** A man's card: get up, hold, run clear or try to turn the herd. */
  private manActs(i: number, dice: Dice, out: StampedeTally): void {
    const m = this.men[i]!;
    const log = this.log;
    if (m.status === STATUS.dead || m.status === STATUS.knockedOut || this.place[i] === PLACE.stuck) return;
    if (this.winded[i] === 1 || this.place[i] === PLACE.underHerd) return;
    if (m.status === STATUS.knockedDown) {
      m.wounds.status = STATUS.standing;
      if (log) log.line(`  ${m.name} gets up.`);
      return;
    }
    if (this.stopped || this.fence.halted) return; // the herd runs no more: nothing to do about it
    const tactic = this.cell.men[i]!.tactic;
    if (tactic === 'run-clear') this.runClear(i, dice, out);
    else if (tactic === 'turn-it' && this.herd.along(this.x[i]!, this.y[i]!) > 0) this.turnIt(i, dice, out);
    else if (tactic === 'stop-it') this.stopIt(i, dice, out);
  }

  /** A Move straight away from the herd's middle line, as far as the dice allow. */
  private runClear(i: number, dice: Dice, out: StampedeTally): void {
    const m = this.men[i]!;
    const h = this.herd;
    const side = h.side(this.x[i]!, this.y[i]!);
    if (Math.abs(side) > h.width / 2 + ESCAPE_REACH) return; // already clear of its path
    const w = this.moverWounds[i]!;
    w.fleshLeg = m.wounds.flesh[LOCATION.legs]!;
    w.serious = m.wounds.seriousTotal();
    w.seriousLeg = m.wounds.serious[LOCATION.legs]!;
    w.seriousBelly = m.wounds.serious[LOCATION.belly]!;
    const roll = rollMove(this.movers[i]!, MOVE, dice, this.move, this.roll);
    const along = h.along(this.x[i]!, this.y[i]!);
    const to = side + roll.most * (side < 0 ? -1 : 1);
    this.x[i] = h.x(along, to);
    this.y[i] = h.y(along, to);
    out.inchesRun += roll.most;
    if (roll.fellOver) m.wounds.worsen(STATUS.knockedDown);
    if (this.log)
      this.log.line(
        `  ${m.name} runs ${roll.most}" clear of the herd's path${roll.fellOver ? ' and falls over' : ''}.`,
      );
  }

  /** A shot at the lead animal: shots go off, and the herd stops if it goes down. */
  private stopIt(i: number, dice: Dice, out: StampedeTally): void {
    const h = this.herd;
    const range = Math.hypot(h.leadX - this.x[i]!, h.leadY - this.y[i]!);
    const shot = this.leadShot.fireAt(this.men[i]!, range, dice, this.log);
    if (shot === LEAD_SHOT.none) return;
    this.shotsSinceMove = true;
    if (shot !== LEAD_SHOT.down) return;
    this.stopped = true;
    out.stopped = 1;
    if (this.log) this.log.line('  The lead animal goes down: the stampede stops.');
  }

  /** "Run, yell, wave your hat, and fire your pistol": a shot goes off, and a 1 turns the herd. */
  private turnIt(i: number, dice: Dice, out: StampedeTally): void {
    this.shotsSinceMove = true;
    const face = dice.d6();
    const turns = (STAMPEDE_TURNING.onFoot.turnsOn as readonly number[]).includes(face);
    const name = this.men[i]!.name;
    if (!turns) {
      if (this.log) this.log.line(`  ${name} yells, waves his hat and fires: ${face}, the herd runs on.`);
      return;
    }
    const by = footTurn(this.run.footTurn, dice);
    this.herd.turnTo(this.herd.heading + by);
    out.turned++;
    if (this.log)
      this.log.line(
        `  ${name} yells, waves his hat and fires: ${face}, the herd turns ${Math.abs(by)} degrees ${by > 0 ? 'right' : 'left'}.`,
      );
  }

  private tallyMen(out: StampedeTally): void {
    for (let i = 0; i < this.men.length; i++) {
      const m = this.men[i]!;
      if (m.status === STATUS.dead) out.killed++;
      else if (m.status === STATUS.knockedOut) out.knockedOut++;
      if (m.status === STATUS.dead || m.wounds.seriousTotal() > 0 || m.wounds.fleshTotal() > 0) out.hurt++;
    }
    if (this.log)
      this.log.line(
        `After the stampede: ${this.men.map((m) => `${m.name} ${STATUS_WORDS[m.status]}`).join(', ')}.`,
      );
  }
}
