import { distance } from '../../geometry/distance.ts';
import { mayChallenge } from '../../rules/rwnn/challenge/challengeTable.ts';
import {
  BACKSHOOT_REACTION,
  rearReactionNeed,
} from '../../rules/rwnn/backshooting/backshootReactionTable.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { NERVE_STATE } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/**
 * 000 BACKSHOOTING in a shootout, as the rules' suggested throws have it (register entry
 * backshooting-reactions): a man may notice an enemy who moves up behind him and turn, may hear a
 * backshooter's gun cock and draw on him, and every man who sees a backshooting attempt hates the
 * backshooter. Who may react and who may draw is decided here for the challenges too. Made once with the
 * game; it keeps no state of its own.
 *
 * @example game.backshooting.rearReactions(mover);
 */
export class BackshootReactions {
  constructor(private readonly game: ShootoutContext) {}

  /** "Any character who sees another attempt to backshoot will hate him from then on" (000 BACKSHOOTING). */
  witnessBackshooting(f: Gunfighter): void {
    for (const g of this.game.figures) {
      if (g === f || !g.placed || g.isOut() || g.duckedBack || !this.game.lineOfSight(g.index, f.index))
        continue;
      this.game.emotions.sawBackshooting(g.index, f.index, this.game.log);
    }
  }

  /**
   * 000 BACKSHOOTING's suggested throw for each enemy of `mover` who now has him behind (out of his arc, in
   * sight, within twelve inches): a 5 or 6 turns him to face the man, a 4 or better within six inches
   * (register entry backshooting-reactions).
   */
  rearReactions(mover: Gunfighter): void {
    if (this.game.rules.readings.backshootReactions === 'off' || mover.isOut()) return;
    for (const g of this.game.figures) {
      if (g.side === mover.side || !this.mayReact(g) || this.game.inArc(g, mover)) continue;
      if (!this.game.lineOfSight(g.index, mover.index)) continue;
      const d = distance(mover.x - g.x, mover.y - g.y);
      const need = rearReactionNeed(d);
      if (need === 0) continue;
      const face = this.game.dice!.d6();
      const turns = face >= need;
      if (turns) {
        this.game.out.rearReactions++;
        this.turnToFace(g, mover);
      }
      if (this.game.log)
        this.game.log.line(
          `  ${g.name} may notice ${mover.name} ${d.toFixed(1)}" behind him (${need}-6): throws ${face}, ${turns ? 'and turns to face him' : 'and does not'}.`,
        );
    }
  }

  /**
   * 000 BACKSHOOTING: "Once he actually draws a bead on his proposed victim, there should be a further 50%
   * chance of reacting to the sound of the gun cocking, and an immediate Fast Draw resulting, just as if he
   * had been challenged": `t` throws when `f` fires or aims at him from behind; on a 4 or better he draws
   * (or, as one challenged from behind, throws his gun down), both with six guns within challenge range, or
   * else only turns to face `f`. True when the draw (or the surrender) takes the place of `f`'s action.
   */
  heardCocking(f: Gunfighter, t: Gunfighter): boolean {
    if (
      this.game.rules.readings.backshootReactions === 'off' ||
      !this.mayReact(t) ||
      !this.game.fromBehind(t, f)
    )
      return false;
    const face = this.game.dice!.d6();
    const need = BACKSHOOT_REACTION.gunCocking.need;
    const hears = face >= need;
    const draws = hears && this.mayDraw(f) && this.mayDraw(t) && mayChallenge(distance(t.x - f.x, t.y - f.y));
    if (this.game.log)
      this.game.log.line(
        `  ${t.name} may hear ${f.name}'s gun cock behind him (${need}-6): throws ${face}, ${draws ? 'and draws' : hears ? 'and turns to face him' : 'and does not'}.`,
      );
    if (!hears) return false;
    if (!draws) {
      this.game.out.rearReactions++;
      this.turnToFace(t, f);
      return false;
    }
    // "Any character who sees another attempt to backshoot will hate him from then on": the attempt was made.
    this.witnessBackshooting(f);
    if (!this.game.emotions.hates(t.index, f.index) && this.game.challenges.surrendersFromBehind(t, f))
      return true;
    this.game.out.cockingDraws++;
    const winner = this.game.challenges.duel(f, t, t);
    this.game.reactions.takeDueTests();
    this.game.challenges.winnerActs(winner);
    return true;
  }

  /** Standing, steady, in sight and not in a fight: he can notice what goes on behind him and turn. */
  private mayReact(g: Gunfighter): boolean {
    return (
      g.placed &&
      g.wounds.status === STATUS.standing &&
      g.nerve === NERVE_STATE.steady &&
      !g.duckedBack &&
      !this.game.combat.inFight(g)
    );
  }

  /** He may react and draw now: no Recover owed, a six gun in hand he can still fire (as a challenge asks). */
  mayDraw(g: Gunfighter): boolean {
    // A muzzle-loader is never in a duel: the duel engine has no place for his firing card.
    return (
      this.mayReact(g) && !g.mustRecover && g.weapon(0) === 'pistol' && g.hasWorkingGun() && !g.muzzleLoader
    );
  }

  /** `g` turns to face `e`; an aim on a man no longer in his arc is lost with it. */
  private turnToFace(g: Gunfighter, e: Gunfighter): void {
    this.game.face(g, e.x, e.y);
    if (g.aimAt >= 0 && !this.game.inArc(g, this.game.figures[g.aimAt]!)) g.aimAt = -1;
  }
}
