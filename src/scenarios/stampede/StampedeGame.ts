import type { Dice } from '../../dice/Dice.ts';
import { FightResolver } from '../../rules/rwnn/fight/FightResolver.ts';
import { fightRules } from '../../rules/rwnn/fight/FightRules.ts';
import { fightReadingsFrom } from '../../rules/rwnn/fight/fightReadingOptions.ts';
import { Figure } from '../../rules/rwnn/figure/Figure.ts';
import { rwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { STATUS_WORDS } from '../../rules/rwnn/shot/shotWords.ts';
import { HerdTrample } from '../../rules/rwnn/stampede/HerdTrample.ts';
import { stampedeCheck } from '../../rules/rwnn/stampede/stampedeCheck.ts';
import type { StampedeReadings } from '../../rules/rwnn/stampede/StampedeReadings.ts';
import type { StampedeRunReadings } from '../../rules/rwnn/stampede/StampedeRunReadings.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import { stampedeReadingsFrom } from '../../odds/mechanics/stampedeReadingOptions.ts';
import { shootoutRules } from '../shootout/ShootoutRules.ts';
import { CattleDrive } from './CattleDrive.ts';
import { HerdBlock } from './HerdBlock.ts';
import { HerdBuildings } from './HerdBuildings.ts';
import { HerdDeck } from './HerdDeck.ts';
import { HerdThings } from './HerdThings.ts';
import { ESCAPE_REACH, InsideTheHerd, PLACE, type HerdPlaces } from './InsideTheHerd.ts';
import { RunForCover } from './RunForCover.ts';
import { RidersInTheHerd } from './RidersInTheHerd.ts';
import { DEFAULT_HORSE_READINGS } from '../../rules/rwnn/horse/HorseReadings.ts';
import { HerdFence } from './HerdFence.ts';
import { LEAD_SHOT, LeadAnimalShot } from './LeadAnimalShot.ts';
import { ANIMAL_BASE, type StampedeCell } from './StampedeCell.ts';
import { stampedeRunReadingsFrom } from './stampedeOptions.ts';
import { turnTheHerd } from './turnTheHerd.ts';
import { atHerdFront } from './atHerdFront.ts';
import { herdBearsDown, herdDice } from './herdDice.ts';
import { StampedeMove } from './StampedeMove.ts';
import { newStampedeTally, type StampedeTally } from './StampedeTally.ts';

/**
 * One herd on open ground (000 "Stampeding and Herding Cattle"), standing or driven ({@link CattleDrive}):
 * gunfire behind it, or a man's shots in a gunfight, throw on the stampede tables; a stampede runs where the
 * direction reading says, the herd re-aligned on its lead animal. Turns are played on the Fate deck
 * ({@link HerdDeck}): the men's cards, the Stampede card while a stampede runs ({@link StampedeMove}: the
 * herd's dice, the men and things in its way, fences and buildings), and the Joker, which ends the turn and
 * moves a Cattle Drive or an ambling herd. On his card a man holds, runs for a refuge ({@link RunForCover})
 * or tries to turn or stop the herd; a man in a gunfight fires, unless the herd bears down on him on foot,
 * when he too runs for a refuge. A man knocked down gets up on his next card once the herd is off him,
 * unless trampled this turn ("TRAMPLED ... characters are always knocked down and winded", 000 FIGHTING); a
 * man knocked out stays out. Riders (cowboys, and men given a class of rider) meet the herd by the horseback
 * rules ({@link RidersInTheHerd}); one who would turn it rides to its front.
 *
 * Built once per cell and reused for every trial: {@link play} allocates nothing.
 *
 * @example const g = new StampedeGame(cell); g.play(dice, tally);
 */
export class StampedeGame {
  private readonly men: readonly Figure[];
  private readonly herd: HerdBlock;
  private readonly trample: HerdTrample;
  private readonly check: StampedeReadings;
  private readonly run: StampedeRunReadings;
  private readonly x: Float64Array;
  private readonly y: Float64Array;
  private readonly inside: InsideTheHerd;
  private readonly deck: HerdDeck;
  private readonly drive: CattleDrive;
  private readonly anyGunfight: boolean;
  /** A stampede runs: its card is in the deck. */
  private running = false;
  private turn = 0;
  private audit: ((g: StampedeGame) => void) | undefined;
  private readonly buildings: HerdBuildings;
  private readonly cover: RunForCover;
  private readonly riders: RidersInTheHerd;
  private readonly move: StampedeMove;
  private shotsSinceMove = false;
  private readonly fence: HerdFence;
  private readonly things: HerdThings;
  private readonly leadShot: LeadAnimalShot;
  /** A man shot the lead animal down: the herd runs no more. */
  private stopped = false;
  private log: ShotLog | undefined;

  constructor(readonly cell: StampedeCell) {
    const rules = shootoutRules(rwnnRuleset(cell.ruleset), cell.options);
    this.check = stampedeReadingsFrom(cell.options);
    this.run = stampedeRunReadingsFrom(cell.options);
    this.men = cell.men.map(
      (m) =>
        new Figure({ name: m.name, cls: m.cls, gained: m.skills, weapons: ['pistol'] }, rules.duel.figure),
    );
    const p = cell.params;
    const ranks = Math.ceil(p.animals / p.columns);
    this.herd = new HerdBlock(p.columns * ANIMAL_BASE.width, ranks * ANIMAL_BASE.depth);
    const resolver = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
    this.trample = new HerdTrample(resolver, rules.duel.figure, this.run.trampleRow);
    this.fence = new HerdFence(p.fence, p.fenceKind, this.run.wall);
    this.things = new HerdThings(p.things, this.run.wagonReach === 'one-inch' ? ESCAPE_REACH : 0);
    this.leadShot = new LeadAnimalShot(rules.duel.shot, rules.duel.figure, this.run.leadShot);
    const n = this.men.length;
    this.x = new Float64Array(n);
    this.y = new Float64Array(n);
    const xs = this.x;
    const ys = this.y;
    const places: HerdPlaces = {
      x: (i) => xs[i]!,
      y: (i) => ys[i]!,
      put: (i, x, y) => {
        xs[i] = x;
        ys[i] = y;
      },
    };
    this.inside = new InsideTheHerd(this.men, places, this.trample, this.run.trampledFrom);
    this.buildings = new HerdBuildings(p.buildings, this.run.buildingDamage);
    if (p.buildings.length > 0) this.herd.blocked = this.buildings.overlapsAny;
    this.riders = new RidersInTheHerd(
      this.men,
      cell.men.map((m) => m.rider),
      this.x,
      this.y,
      this.inside,
      this.run.riderControl,
      DEFAULT_HORSE_READINGS,
    );
    this.cover = new RunForCover(this.men, this.x, this.y, rules.move, this.fence, this.buildings);
    this.move = new StampedeMove({
      men: this.men,
      cellMen: cell.men,
      x: this.x,
      y: this.y,
      herd: this.herd,
      fence: this.fence,
      things: this.things,
      buildings: this.buildings,
      inside: this.inside,
      riders: this.riders,
      cover: this.cover,
      wall: this.run.wall,
    });
    this.deck = new HerdDeck(
      cell.men.map((m) => m.cls),
      cell.ruleset,
    );
    this.drive = new CattleDrive(cell.men, this.x, this.y, this.run);
    this.anyGunfight = cell.men.some((m) => m.tactic === 'gunfight');
  }

  /** Whether a stampede runs now. */
  get stampeding(): boolean {
    return this.running;
  }

  /** Whether the Stampede card is in the deck now (in the draw pile, or turned this turn). */
  get stampedeCardInDeck(): boolean {
    return this.deck.inPlay(this.deck.stampedeCard);
  }

  /** The Cattle Drive, for audits and tests: never to be changed from outside. */
  get driveNow(): Readonly<CattleDrive> {
    return this.drive;
  }

  /** Where man `i` stands now: for audits and tests. */
  positionOf(i: number): readonly [number, number] {
    return [this.x[i]!, this.y[i]!];
  }

  /** The buildings of the table: for audits and tests, never to be changed from outside. */
  get buildingsNow(): Readonly<HerdBuildings> {
    return this.buildings;
  }

  /** The riders and who is in the saddle: for audits and tests, never to be changed from outside. */
  get ridersNow(): Readonly<RidersInTheHerd> {
    return this.riders;
  }

  /** Where the herd stands now: for audits and tests, never to be changed from outside. */
  get herdNow(): Readonly<HerdBlock> {
    return this.herd;
  }

  /**
   * Plays one game with `dice` into `out`, narrating to `log` when given; `audit`, when given, is called
   * after every card turned (for conformance checks).
   */
  play(dice: Dice, out: StampedeTally, log?: ShotLog, audit?: (g: StampedeGame) => void): StampedeTally {
    this.log = log;
    this.inside.log = log;
    this.riders.log = log;
    this.audit = audit;
    this.reset(out);
    const p = this.cell.params;
    this.turn = 0;
    if (p.gunfire !== null) {
      const stampede = stampedeCheck(p.gunfire, false, this.check, dice);
      if (log) log.line(`Gunfire ${p.gunfire}" behind the herd: ${stampede ? 'Staaaampede!' : 'no result.'}`);
      if (stampede) this.startStampede(0, -this.herd.depth - p.gunfire, dice, out);
    }
    // A standing herd nobody fires near does nothing: the game is over.
    if (!this.running && !p.drive && !this.anyGunfight) return out;
    for (let turn = 1; turn <= p.turns; turn++) {
      this.turn = turn;
      if (log) log.line(`Turn ${turn}.`);
      if (p.drive && !this.running) this.cowboysLeave(turn);
      this.playTurn(dice, out);
      this.inside.winded.fill(0);
    }
    this.tallyMen(out);
    return out;
  }

  /** The cards of one turn, to the Joker: the men's, the Stampede card's, and the Joker's own business. */
  private playTurn(dice: Dice, out: StampedeTally): void {
    const deck = this.deck;
    for (;;) {
      const card = deck.turn(dice);
      if (deck.isJoker(card)) {
        if (this.log) this.log.line('  The Joker.');
        // "the Cattle Drive moves when the Joker is drawn just before the card reshuffle"
        if (this.cell.params.drive && !this.running && !this.stopped && !this.fence.halted)
          this.drive.moveOnJoker(this.herd, this.fence, this.buildings, dice, out, this.log);
        deck.endTurn();
        if (this.audit) this.audit(this);
        return;
      }
      if (card === deck.stampedeCard) this.herdMoves(dice, out);
      else this.manActs(card, dice, out);
      if (this.audit) this.audit(this);
    }
  }

  /** Cowboys who announce their departure from the drive at the start of `turn`. */
  private cowboysLeave(turn: number): void {
    const men = this.cell.men;
    for (let i = 0; i < men.length; i++)
      if (men[i]!.leaves === turn) this.drive.leave(i, this.deck, this.log);
  }

  /**
   * A stampede result, set off by gunfire at (`sx`, `sy`): the direction, the lead animal at the front, the
   * Stampede card into the deck, and the Cattle Drive, if any, broken up.
   */
  private startStampede(sx: number, sy: number, dice: Dice, out: StampedeTally): void {
    const h = this.herd;
    out.stampede = 1;
    out.stampedeTurn = this.turn;
    let heading: number;
    if (this.run.direction === 'dice-arrow') heading = dice.below(360);
    else {
      const mx = h.x(-h.depth / 2, 0);
      const my = h.y(-h.depth / 2, 0);
      heading = (Math.round((Math.atan2(mx - sx, my - sy) * 180) / Math.PI) + 360) % 360;
    }
    h.swingTo(heading);
    this.fence.keepOut(h);
    if (this.log)
      this.log.line(`${this.turn > 0 ? '  ' : ''}The herd runs on a heading of ${heading} degrees.`);
    this.running = true;
    this.shotsSinceMove = false;
    this.deck.stampedeIn(this.run.reshuffle);
    if (this.log) this.log.line('  The Stampede card goes into the Fate deck.');
    if (this.cell.params.drive) this.drive.breakUp(this.deck, this.log);
  }

  /** The stampede is over: the herd stands, and its card leaves the deck. */
  private endStampede(): void {
    this.running = false;
    this.deck.stampedeOut();
  }

  private reset(out: StampedeTally): void {
    newStampedeTally(out);
    this.shotsSinceMove = false;
    this.fence.reset();
    this.things.reset();
    this.leadShot.reset();
    this.stopped = false;
    this.running = false;
    this.herd.place(0, 0, 0);
    this.deck.reset();
    const men = this.cell.men;
    for (let i = 0; i < men.length; i++) {
      this.men[i]!.reset();
      this.x[i] = men[i]!.x;
      this.y[i] = men[i]!.y;
    }
    this.inside.reset();
    this.riders.reset();
    this.buildings.reset();
    this.cover.reset();
    this.drive.reset(this.deck);
  }

  /** The Stampede card ({@link StampedeMove}): the herd runs, and a halt ends the stampede. */
  private herdMoves(dice: Dice, out: StampedeTally): void {
    const n = herdDice(this.shotsSinceMove);
    this.shotsSinceMove = false;
    if (this.move.run(n, dice, out, this.log)) this.endStampede();
  }

  /** A man's card: get up, or what his tactic does (fire in a gunfight, regain control, run clear, turn, stop). */
  private manActs(i: number, dice: Dice, out: StampedeTally): void {
    const m = this.men[i]!;
    const log = this.log;
    if (log) log.line(`  ${m.name}'s card.`);
    if (m.status === STATUS.dead) this.deck.retire(i);
    if (m.status === STATUS.dead || m.status === STATUS.knockedOut || this.inside.place[i] === PLACE.stuck)
      return;
    if (this.inside.winded[i] === 1 || this.inside.place[i] === PLACE.underHerd) return;
    if (m.status === STATUS.knockedDown) {
      m.wounds.status = STATUS.standing;
      if (log) log.line(`  ${m.name} gets up.`);
      return;
    }
    const man = this.cell.men[i]!;
    const tactic = man.tactic;
    if (tactic === 'gunfight') {
      // A man on foot the running herd bears down on runs for a refuge instead of firing.
      if (
        this.running &&
        this.riders.mounted[i] === 0 &&
        herdBearsDown(this.herd, this.x[i]!, this.y[i]!, this.shotsSinceMove)
      )
        this.cover.run(i, this.herd, dice, out, this.log);
      else this.fires(i, dice, out);
    } else if (!this.running) {
      if (tactic === 'regain') this.drive.regainAction(i, this.herd, this.deck, dice, out, log);
    } else if (tactic === 'run-clear' && this.riders.mounted[i] === 0)
      this.cover.run(i, this.herd, dice, out, this.log);
    else if (
      tactic === 'turn-it' &&
      atHerdFront(this.herd, this.x[i]!, this.y[i]!, this.riders.mounted[i] === 1, this.riders.stuck[i] === 1)
    )
      this.turnIt(i, dice, out);
    else if (tactic === 'turn-it' && this.riders.mounted[i] === 1)
      this.riders.rideToFront(i, this.herd, dice, out);
    else if (tactic === 'stop-it') this.stopIt(i, dice, out);
  }

  /**
   * A man in a gunfight fires (000 "Stampede Procedure": "Measure the distance between a source of gunshots
   * and the nearest animal in a herd"): a standing or driven herd throws on the stampede tables; a running
   * one goes on 4 dice ("If more shots go off, their movement dice for the next turn goes up to 4 dice").
   */
  private fires(i: number, dice: Dice, out: StampedeTally): void {
    const name = this.men[i]!.name;
    if (this.running) {
      this.shotsSinceMove = true;
      if (this.log) this.log.line(`  ${name} fires in the gunfight.`);
      return;
    }
    if (this.stopped || this.fence.halted) return;
    const d = this.herd.distanceTo(this.x[i]!, this.y[i]!);
    const stampede = stampedeCheck(d, false, this.check, dice);
    if (this.log)
      this.log.line(
        `  ${name} fires in the gunfight, ${d.toFixed(1)}" from the herd: ${stampede ? 'Staaaampede!' : 'no result.'}`,
      );
    if (stampede) this.startStampede(this.x[i]!, this.y[i]!, dice, out);
  }

  /** A shot at the lead animal: shots go off, and the herd stops if it goes down. */
  private stopIt(i: number, dice: Dice, out: StampedeTally): void {
    const h = this.herd;
    const range = h.fromLead(this.x[i]!, this.y[i]!);
    const saddle = this.riders.mounted[i] === 1 ? this.riders.saddleDice(i, this.run.saddleShot) : 0;
    const shot = this.leadShot.fireAt(this.men[i]!, range, dice, this.log, saddle);
    if (shot === LEAD_SHOT.none) return;
    this.shotsSinceMove = true;
    if (shot !== LEAD_SHOT.down) return;
    this.stopped = true;
    out.stopped = 1;
    this.endStampede();
    if (this.log) this.log.line('  The lead animal goes down: the stampede stops.');
  }

  /** "Run, yell, wave your hat, and fire your pistol": a shot goes off, and a 1 turns the herd. */
  private turnIt(i: number, dice: Dice, out: StampedeTally): void {
    this.shotsSinceMove = true;
    const onHorseback = this.riders.mounted[i] === 1;
    const name = this.men[i]!.name;
    turnTheHerd(name, onHorseback, this.herd, this.fence, this.run.footTurn, dice, out, this.log);
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
        `${this.running || this.stopped || this.fence.halted ? 'After the stampede' : 'At the end'}: ${this.men.map((m) => `${m.name} ${STATUS_WORDS[m.status]}`).join(', ')}.`,
      );
  }
}
