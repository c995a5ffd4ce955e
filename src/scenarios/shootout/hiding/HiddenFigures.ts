import { DEFAULT_DETECTION_READINGS } from '../../../rules/rwnn/hiding/DetectionReadings.ts';
import { detectionThrow } from '../../../rules/rwnn/hiding/detectionThrow.ts';
import { distance } from '../../../geometry/distance.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { Detectors } from './hidingReadingOptions.ts';
import { SomethingMarkers } from './SomethingMarkers.ts';

/**
 * 000 "Hiding and Detection" in a shootout: a figure the file starts `hidden` is not on the table to his
 * enemies (no view of theirs knows him, nobody may fire at him) until detected. When his card gives him a
 * turn he acts as he likes; then each other side ("the other players ... each rolling 1 D6") throws once,
 * from its nearest figure able to look that has not yet acted since the deck was made up ("Characters who
 * have already performed an action in the turn cannot detect"; `shootout.detectors=each`: every such
 * figure throws, register entry detection-who-throws), on the table for a man who fired or one who
 * did not (detectionThrow, with the range, "Blazed away", line-of-sight modifiers and Stealthy). Spotted, he
 * is placed and known from then on; "Something around here somewhere" places the detecting side's marker
 * on him (SomethingMarkers; `shootout.somethingMarker=told`: it is only told). The detection readings are the defaults (`detection.*` are `odds detection`'s
 * options only). Made by the game only when some figure starts hidden, so a table without one
 * draws no die for it.
 *
 * @example const hiding = HiddenFigures.of(game); // null when nobody starts hidden
 */
export class HiddenFigures {
  /** 1 while the figure is hidden from his enemies. */
  private readonly hidden: Uint8Array;
  /** The deck round (counted by Jokers) in which each figure last acted; -1 never. */
  private readonly actedIn: Int32Array;
  private round = 0;
  /** The figure acting fired this turn (a shot's hook), and blazed away doing it. */
  private firedNow = false;
  private blazedNow = false;
  private readonly detectors: Detectors;
  private readonly sides: number;
  /** The sides' markers on hidden men, or null when "Something around here somewhere" is only told. */
  readonly markers: SomethingMarkers | null;
  /** Whether man `j` is still worth looking for: hidden and in the fight (a marker's lead). */
  readonly stillHidden = (j: number): boolean => this.hidden[j] === 1 && !this.game.figures[j]!.isOut();

  /** The hiding rules for `game`, or null when no figure starts hidden. */
  static of(game: ShootoutContext): HiddenFigures | null {
    return game.figures.some((f) => f.startsHidden) ? new HiddenFigures(game) : null;
  }

  private constructor(private readonly game: ShootoutContext) {
    this.hidden = new Uint8Array(game.figures.length);
    this.actedIn = new Int32Array(game.figures.length);
    this.detectors = game.rules.options['shootout.detectors'] === 'each' ? 'each' : 'nearest';
    this.sides = 1 + Math.max(...game.figures.map((f) => f.side));
    this.markers =
      game.rules.options['shootout.somethingMarker'] === 'told'
        ? null
        : new SomethingMarkers(game.figures.length, this.sides, game.table.width, game.table.depth);
  }

  /** Starts a gunfight: those the file hides are hidden, nobody has acted. */
  reset(): void {
    for (const f of this.game.figures) this.hidden[f.index] = f.startsHidden ? 1 : 0;
    this.actedIn.fill(-1);
    this.round = 0;
    if (this.markers !== null) this.markers.reset();
  }

  /** Whether figure `j` is still hidden from his enemies. */
  isHidden(j: number): boolean {
    return this.hidden[j] === 1;
  }

  /** The Joker made the deck up: a new turn, in which everybody may detect again. */
  newRound(): void {
    this.round++;
  }

  /** A shot by `f` went off (`blazed`: blazing away): what the detection throw after his turn reads. */
  shotFired(f: Gunfighter, blazed: boolean): void {
    if (this.hidden[f.index] !== 1) return;
    this.firedNow = true;
    this.blazedNow = this.blazedNow || blazed;
  }

  /**
   * `f` has taken his turn (`moved`: he moved in it): he has acted this turn; if he is hidden, each other
   * side may try to detect him.
   */
  acted(f: Gunfighter, moved: boolean): void {
    this.actedIn[f.index] = this.round;
    if (this.hidden[f.index] !== 1) return;
    const fired = this.firedNow;
    const blazed = this.blazedNow;
    this.firedNow = false;
    this.blazedNow = false;
    if (f.isOut()) return;
    const game = this.game;
    for (let side = 0; side < this.sides && this.hidden[f.index] === 1; side++) {
      if (side === f.side) continue;
      if (this.detectors === 'nearest') {
        const d = this.nearestDetector(side, f);
        if (d !== null) this.detect(d, f, fired, blazed, moved);
        continue;
      }
      for (const d of game.figures)
        if (d.side === side && this.hidden[f.index] === 1 && this.mayDetect(d))
          this.detect(d, f, fired, blazed, moved);
    }
  }

  /** `d`'s detection throw at hidden `f`: spotted, he is hidden no more. */
  private detect(d: Gunfighter, f: Gunfighter, fired: boolean, blazed: boolean, moved: boolean): void {
    const game = this.game;
    const behind = game.coverBetween(d.index, f.index).shape !== COVER_SHAPE.none;
    const outcome = detectionThrow(
      {
        fired,
        blazed,
        inches: distance(d.x - f.x, d.y - f.y),
        lineOfSight: game.lineOfSight(d.index, f.index),
        stealthyMotionless: f.skills.stealthy > 0 && !moved && behind,
      },
      DEFAULT_DETECTION_READINGS,
      game.dice!,
    );
    const log = game.log;
    if (outcome === 'spotted') {
      this.hidden[f.index] = 0;
      if (this.markers !== null) this.markers.clear(f.index);
      if (log) log.line(`  ${d.name} spots ${f.name}, who was hidden.`);
      return;
    }
    if (log)
      log.line(
        outcome === 'nothing'
          ? `  ${d.name} looks for the hidden man and sees nothing.`
          : `  ${d.name} senses something around here somewhere, but does not spot ${f.name}.`,
      );
    if (outcome === 'nothing' || this.markers === null) return;
    const deg = this.markers.place(d.side, f.index, d.x, d.y, f.x, f.y);
    if (log) log.line(`  A marker points from ${d.name} at ${deg} degrees.`);
  }

  /** `d` may throw to detect: on the table, not out or down, not hidden himself, not acted this turn. */
  private mayDetect(d: Gunfighter): boolean {
    if (!d.placed || d.isOut() || this.hidden[d.index] === 1) return false;
    return d.wounds.status < STATUS.knockedOut && this.actedIn[d.index] !== this.round;
  }

  /** The nearest figure of `side` who may detect `f`: on the table, not out or down, not acted this turn. */
  private nearestDetector(side: number, f: Gunfighter): Gunfighter | null {
    let best: Gunfighter | null = null;
    let bestInches = Infinity;
    for (const d of this.game.figures) {
      if (d.side !== side || !this.mayDetect(d)) continue;
      const inches = distance(d.x - f.x, d.y - f.y);
      if (inches < bestInches) {
        best = d;
        bestInches = inches;
      }
    }
    return best;
  }
}
