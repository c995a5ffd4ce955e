import { newFaceCounts } from '../../../dice/Dice.ts';
import { FightResolver } from '../../../rules/rwnn/fight/FightResolver.ts';
import { fightRules } from '../../../rules/rwnn/fight/FightRules.ts';
import { fightReadingsFrom } from '../../../rules/rwnn/fight/fightReadingOptions.ts';
import { CARD_PLACE } from '../../../rules/rwnn/fateDeck/CardPlace.ts';
import { DOWN } from '../../../rules/rwnn/nerve/NerveState.ts';
import { HerdTrample } from '../../../rules/rwnn/stampede/HerdTrample.ts';
import { stampedeCheck } from '../../../rules/rwnn/stampede/stampedeCheck.ts';
import type { StampedeReadings } from '../../../rules/rwnn/stampede/StampedeReadings.ts';
import type { StampedeRunReadings } from '../../../rules/rwnn/stampede/StampedeRunReadings.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { stampedeReadingsFrom } from '../../../odds/mechanics/stampedeReadingOptions.ts';
import { HerdBlock } from '../../stampede/HerdBlock.ts';
import { HerdBuildings } from '../../stampede/HerdBuildings.ts';
import { herdBearsDown, herdDice } from '../../stampede/herdDice.ts';
import { ESCAPE_REACH, InsideTheHerd, PLACE, type HerdPlaces } from '../../stampede/InsideTheHerd.ts';
import { ANIMAL_BASE } from '../../stampede/StampedeCell.ts';
import { stampedeRunReadingsFrom } from '../../stampede/stampedeOptions.ts';
import { newStampedeTally } from '../../stampede/StampedeTally.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { HerdDesk } from './HerdDesk.ts';
import type { HerdEntry } from './HerdEntry.ts';
import { herdObstacles } from './herdObstacles.ts';
import { HerdRiders } from './HerdRiders.ts';
import { getAwayTo } from '../getAwayTo.ts';
import { HerdFencePieces } from './HerdFencePieces.ts';
import { HERD_ACT, HerdTactics } from './HerdTactics.ts';
import { herdTableEdgeFrom, toTableEdge, type HerdTableEdge } from './herdTableEdge.ts';

/** How far beyond the herd's 1" reach a man running out of its path aims to stand: half a base. */
const CLEAR_OF_PATH = 0.5;
/** How near the table's edge a lead animal has reached it, for a run cut short at the edge. */
const EDGE_HAIR = 1e-6;

/**
 * A herd on a shootout's table (000 "Stampeding and Herding Cattle"), played with the stampede scenario's
 * rule code: every gunshot and shotgun blast throws on the stampede tables by its distance to the nearest
 * animal ({@link stampedeCheck}); an explosion is an automatic stampede. A stampede runs on a heading of the
 * red and black dice's arrow (or away from the shot, `stampede.direction`), the herd re-formed behind its
 * lead animal; its Stampede card joins the cards still to be turned ("placed into the Fate Deck ... the deck
 * is reshuffled"), so before each Fate card it is the next one with a chance of one in the draw pile's cards
 * and itself; it goes back on the Joker. On its card the herd runs 3 dice (4 after more shots) and does to
 * the men on foot in its way what it does in the stampede scenario ({@link InsideTheHerd}: the escape throw
 * within 1", a stuck man's throw each turn to stay on his feet, a man down under it rolled for on the
 * fighting table against the trample every turn it passes over him). The stampede is over once the herd
 * has run off the table (its animals leave at the edge, `stampede.tableEdge`); it does not come back. A
 * wooden fence piece holds it a turn, then it breaks through ({@link HerdFencePieces}). A man whose tactic
 * takes `herd=turn` or `herd=stop` turns it or shoots at its lead animal ({@link HerdTactics}). Riders in the saddle it reaches meet it by the horseback
 * rules ({@link HerdRiders}). A man on foot it bears down on runs out of its path on his turn ({@link takeTurn}). It runs around the table's buildings and substantial walls
 * as the stampede scenario's herd runs around its buildings ({@link HerdBuildings}, {@link herdObstacles}),
 * in stretches, meeting each man once a move; caught in a dead end it turns or halts (`stampede.wall`). The `stampede.*` options it reads are the check's and the run's
 * (tables, twelveInches, direction, trampleRow, trampledFrom, riderControl, wall, buildingDamage).
 *
 * Built only when the table has a herd; reused for every game: allocates nothing per game.
 *
 * @example const herd = new ShootoutHerd(game, entry); game.dynamite?.listen((x, y) => herd.explosion(x, y));
 */
export class ShootoutHerd implements HerdDesk {
  private readonly herd: HerdBlock;
  private readonly counts = newFaceCounts();
  private readonly inside: InsideTheHerd;
  /** The riders it meets: null on a table with no horse. */
  private readonly riders: HerdRiders | null;
  /** What it runs around: null on a table with no building or substantial wall (its move one straight run). */
  private readonly buildings: HerdBuildings | null;
  /** Men the herd met this move: a run in stretches around buildings meets each man once a move. */
  private readonly metNow: Uint8Array;
  /** The table's wooden fence pieces: null on a table with none. */
  private readonly fences: HerdFencePieces | null;
  private readonly tactics: HerdTactics;
  private readonly edge: HerdTableEdge;
  private moveDice = 0;
  private readonly onStretch = (inches: number): void => this.meetAll(inches, this.moveDice);
  private readonly check: StampedeReadings;
  private readonly run: StampedeRunReadings;
  /** What one move of the herd did, added into the game's result after it. */
  private readonly tally = newStampedeTally();
  private running = false;
  /** The herd has run off the table: no gunshot sets it off again. */
  private gone = false;
  private cardTurned = false;
  private shotsSinceMove = false;

  constructor(
    private readonly game: ShootoutContext,
    private readonly entry: HerdEntry,
  ) {
    const ranks = Math.ceil(entry.animals / entry.columns);
    this.herd = new HerdBlock(entry.columns * ANIMAL_BASE.width, ranks * ANIMAL_BASE.depth);
    const rules = game.rules;
    this.check = stampedeReadingsFrom(rules.options);
    this.run = stampedeRunReadingsFrom(rules.options);
    const resolver = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
    const trample = new HerdTrample(resolver, rules.duel.figure, this.run.trampleRow);
    const figures = game.figures;
    const places: HerdPlaces = {
      x: (i) => figures[i]!.x,
      y: (i) => figures[i]!.y,
      put: (i, x, y) => game.relocate(figures[i]!, x, y),
    };
    this.inside = new InsideTheHerd(figures, places, trample, this.run.trampledFrom);
    this.inside.afterTrample = (i, before) => this.trampled(figures[i]!, before);
    this.riders =
      game.mounted === null ? null : new HerdRiders(game, game.mounted, this.inside, this.run.riderControl);
    const obstacles = herdObstacles(game.table);
    this.buildings = obstacles.length === 0 ? null : new HerdBuildings(obstacles, this.run.buildingDamage);
    if (this.buildings !== null) this.herd.blocked = this.buildings.overlapsAny;
    this.metNow = new Uint8Array(figures.length);
    const fences = new HerdFencePieces(game.table.walls);
    this.fences = fences.any ? fences : null;
    this.tactics = new HerdTactics(game, this.riders, this.run);
    this.edge = herdTableEdgeFrom(rules.options);
    if (game.dynamite !== null) game.dynamite.listen((x, y) => this.explosion(x, y));
  }

  get stampeding(): boolean {
    return this.running;
  }

  /** Where the herd stands now: for audits and tests, never to be changed from outside. */
  get herdNow(): Readonly<HerdBlock> {
    return this.herd;
  }

  reset(): void {
    this.herd.place(this.entry.at[0], this.entry.at[1], this.entry.heading);
    this.running = false;
    this.gone = false;
    this.cardTurned = false;
    this.shotsSinceMove = false;
    this.inside.reset();
    if (this.riders !== null) this.riders.reset();
    if (this.buildings !== null) this.buildings.reset();
    if (this.fences !== null) this.fences.reset();
    this.tactics.reset();
  }

  gunshot(f: Gunfighter): void {
    if (this.gone) return;
    if (this.running) {
      this.shotsSinceMove = true;
      return;
    }
    const d = this.herd.distanceTo(f.x, f.y);
    const stampede = stampedeCheck(d, false, this.check, this.game.dice!);
    if (this.game.log)
      this.game.log.line(
        `  A shot ${d.toFixed(1)}" from the herd: ${stampede ? 'Staaaampede!' : 'the herd stands.'}`,
      );
    if (stampede) this.start(f.x, f.y);
  }

  /**
   * Dynamite went off at (`x`, `y`): "an automatic stampede" (at any distance, or within the checking distance,
   * `stampede.dynamiteReach`), or 4 dice for a herd already running.
   */
  explosion(x: number, y: number): void {
    if (this.gone) return;
    if (this.running) {
      this.shotsSinceMove = true;
      return;
    }
    const d = this.herd.distanceTo(x, y);
    if (!stampedeCheck(d, true, this.check, this.game.dice!)) {
      if (this.game.log)
        this.game.log.line(`  A blast ${d.toFixed(1)}" from the herd: too far to set it off.`);
      return;
    }
    if (this.game.log) this.game.log.line('  The blast sets the herd running: Staaaampede!');
    this.start(x, y);
  }

  /** A stampede set off by a shot or a blast at (`sx`, `sy`): its heading, and its card into the deck. */
  private start(sx: number, sy: number): void {
    const h = this.herd;
    let heading: number;
    if (this.run.direction === 'dice-arrow') heading = this.game.dice!.below(360);
    else {
      const mx = h.x(-h.depth / 2, 0);
      const my = h.y(-h.depth / 2, 0);
      heading = (Math.round((Math.atan2(mx - sx, my - sy) * 180) / Math.PI) + 360) % 360;
    }
    h.swingTo(heading);
    this.running = true;
    this.cardTurned = false;
    this.shotsSinceMove = false;
    this.game.out.herdStampedes = 1;
    if (this.game.log)
      this.game.log.line(
        `  The herd runs on a heading of ${heading} degrees; the Stampede card goes into the Fate deck.`,
      );
  }

  cardDue(): boolean {
    if (!this.running || this.cardTurned) return false;
    const pile = this.game.deck.count(CARD_PLACE.drawPile);
    if (this.game.dice!.below(pile + 1) !== 0) return false;
    this.cardTurned = true;
    this.moves();
    return true;
  }

  holds(f: Gunfighter): boolean {
    if (this.riders !== null && this.riders.stuck(f)) {
      if (this.game.log) this.game.log.line(`  ${f.name} is carried inside the herd on his horse.`);
      return true;
    }
    const place = this.inside.place[f.index];
    if (place === PLACE.clear) return false;
    if (this.game.log)
      this.game.log.line(`  ${f.name} is ${place === PLACE.stuck ? 'stuck inside' : 'down under'} the herd.`);
    return true;
  }

  joker(): void {
    this.cardTurned = false;
  }

  /**
   * A man on foot whom the running herd's next move may reach ({@link herdBearsDown}, as a man in a gunfight
   * in the stampede scenario reads it) runs out of its path on his turn, sideways to the nearer flank and
   * clear of the 1" within which it catches a man ("A figure on foot can not run through the stampede"), a
   * Move by the table's rules (around what stands in his way). A man in a fight, or in the saddle, is left to
   * his tactic.
   */
  takeTurn(f: Gunfighter): boolean {
    const game = this.game;
    if (!this.running || !f.placed || game.combat.inFight(f)) return false;
    const t = newStampedeTally(this.tally);
    const acted = this.tactics.act(f, this.herd, t);
    if (acted !== HERD_ACT.none) {
      game.out.herdTurned += t.turned;
      if (acted !== HERD_ACT.rode) this.shotsSinceMove = true;
      if (acted === HERD_ACT.stopped) {
        game.out.herdStopped = 1;
        this.over('  The lead animal goes down: the stampede stops.');
      }
      f.aimAt = -1;
      f.moved = false;
      game.afterOwnTurn(f);
      return true;
    }
    if (this.riders !== null && this.riders.riding(f)) return false;
    const h = this.herd;
    if (!herdBearsDown(h, f.x, f.y, this.shotsSinceMove)) return false;
    const side = (h.width / 2 + ESCAPE_REACH + CLEAR_OF_PATH) * (h.side(f.x, f.y) < 0 ? -1 : 1);
    const along = h.along(f.x, f.y);
    const tx = Math.min(game.table.width, Math.max(0, h.x(along, side)));
    const ty = Math.min(game.table.depth, Math.max(0, h.y(along, side)));
    if (game.log)
      game.log.line(
        `  ${f.name} runs from the herd bearing down on him, toward (${tx.toFixed(1)}, ${ty.toFixed(1)}).`,
      );
    game.out.herdRunFrom++;
    getAwayTo(game, f, tx, ty);
    return true;
  }

  /** The Stampede card: the herd's move and what it does to every man on foot in its way. */
  private moves(): void {
    const game = this.game;
    const dice = game.dice!;
    const log = game.log;
    const h = this.herd;
    const n = herdDice(this.shotsSinceMove);
    this.shotsSinceMove = false;
    dice.rollCounts(n, this.counts);
    let inches = 0;
    for (let f = 1; f <= 6; f++) inches += f * this.counts[f]!;
    if (log) log.line(`Stampede card: the herd runs ${inches}" on ${n} dice.`);
    if (this.fences !== null) inches = this.fences.run(h, inches, log);
    const table = game.table;
    if (this.edge === 'leaves') inches = Math.min(inches, toTableEdge(h, table.width, table.depth));
    const t = newStampedeTally(this.tally);
    this.inside.log = log;
    const riders = this.riders;
    const buildings = this.buildings;
    this.metNow.fill(0);
    if (buildings === null) {
      this.meetAll(inches, n);
      h.advance(inches);
    } else {
      // Around the buildings in stretches, the men beside each met before it runs it.
      this.moveDice = n;
      buildings.newTurn();
      buildings.run(h, inches, dice, t, log, this.onStretch);
      if (buildings.deadEnd) buildings.afterDeadEnd(h, this.run.wall, dice, log);
    }
    for (const f of game.figures) this.inside.settle(f.index, h);
    if (riders !== null) riders.settle(h, this.inside);
    game.out.herdCaught += t.caught;
    game.out.herdKnockedDown += t.knockedDown;
    game.out.herdTrampleRolls += t.trampleRolls;
    game.out.herdRiderEscapes += t.riderEscapes;
    game.out.herdRidersStuck += t.ridersStuck;
    game.out.herdRidersThrown += t.ridersThrown;
    if (buildings !== null && buildings.halted) {
      this.over('  The stampede is over: the Stampede card leaves the deck.');
      return;
    }
    // Its animals leave at the edge (within a hair of it, as a run cut short there ends), or once all are off.
    const off = this.edge === 'leaves' ? -EDGE_HAIR : h.depth + h.width;
    if (h.leadX < -off || h.leadY < -off || h.leadX > table.width + off || h.leadY > table.depth + off)
      this.over('  The herd runs off the table: the Stampede card leaves the deck.');
  }

  /**
   * The stampede is over for good: no gunshot sets the herd off again, nobody is carried any more, and a man
   * down under it is trampled no more (it has left the table, or stands). A man stuck inside it on foot goes
   * where it went.
   */
  private over(line: string): void {
    this.running = false;
    this.gone = true;
    if (this.riders !== null) this.riders.release();
    const place = this.inside.place;
    for (let i = 0; i < place.length; i++) if (place[i] === PLACE.underHerd) place[i] = PLACE.clear;
    if (this.game.log) this.game.log.line(line);
  }

  /**
   * The herd about to run `inches` (of a move on `herdDice` dice): every man it reaches who has not met it yet
   * this move. A rider in the saddle meets it by the horseback rules; a man on foot (a rider too, once off)
   * on foot (a table with no horse has no riders: {@link riders} is null there).
   */
  private meetAll(inches: number, herdDice: number): void {
    const h = this.herd;
    const dice = this.game.dice!;
    const riders = this.riders;
    const t = this.tally;
    for (const f of this.game.figures) {
      if (f.status === STATUS.dead || this.metNow[f.index] === 1) continue;
      if (riders !== null && riders.riding(f)) {
        if (riders.meet(f, h, inches, herdDice, dice, t)) this.metNow[f.index] = 1;
      } else if (this.inside.meet(f.index, h, inches, herdDice, false, dice, t)) this.metNow[f.index] = 1;
    }
  }

  /** A turn of the herd over `f` on the ground is done: the game hears of a man it killed or knocked out. */
  private trampled(f: Gunfighter, before: number): void {
    const game = this.game;
    game.out.herdTrampled++;
    if (f.status === STATUS.dead && before !== STATUS.dead) {
      game.out.herdKilled++;
      game.wentDown(f, -1, DOWN.killed);
    } else if (f.status === STATUS.knockedOut && before < STATUS.knockedOut)
      game.wentDown(f, -1, DOWN.knockedOut);
  }
}
