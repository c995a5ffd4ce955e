import { distance } from '../../../geometry/distance.ts';
import { choosesKill } from '../../../policies/shootout/killChoice.ts';
import { DOWN } from '../../../rules/rwnn/nerve/NerveState.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { meleeRulesFrom, type PointBlankKillReading } from './MeleeRules.ts';

/**
 * The point-blank kill (000 FIGHTING): "If he has been knocked out, the attacker automatically scores a hit
 * with each dice he throws, alternatively the attacker might just as well shoot his unfortunate victim at
 * point blank range, which automatically kills. Neither course of action is regarded as gentlemanly, and
 * should not be permitted except to evil characters or perhaps where the victim is hated".
 *
 * On his turn, before his tactic chooses, a man allowed it by `melee.pointBlankKill` (register entry
 * point-blank-kill) whose gun can be fired and who stands in contact with a knocked-out enemy (the man he
 * was fighting, knocked senseless) shoots him, when his tactic will (choosesKill): the victim is dead, no
 * die thrown. It is his turn's action and a gunshot: held cards may interrupt it as they would a shot, a
 * hidden man is given away by it, and the victim's friends test their nerve as for any death. It earns no
 * experience ("both disqualify the character from earning experience or skills"), which a gunfight's
 * tallies do not count. Made by the game only when the option lets someone do it: otherwise nothing here
 * draws a die or changes a choice.
 *
 * @example if (game.kills !== null && game.kills.turn(f)) return;
 */
export class PointBlankKills {
  private constructor(
    private readonly game: ShootoutContext,
    readonly reading: PointBlankKillReading,
  ) {}

  /** The point-blank kills of `game`, or null when its options allow nobody one. */
  static of(game: ShootoutContext): PointBlankKills | null {
    const reading = meleeRulesFrom(game.rules.options).pointBlankKill;
    return reading === 'never' ? null : new PointBlankKills(game, reading);
  }

  /** Whether the rules let `f` shoot the senseless `t`: Evil, or hating him under `evil-or-hated`. */
  allowed(f: Gunfighter, t: Gunfighter): boolean {
    return f.profile.evil || (this.reading === 'evil-or-hated' && this.game.emotions.hates(f.index, t.index));
  }

  /** The knocked-out enemy in contact with `f` whom he may shoot, the first in figure order, or -1. */
  victimOf(f: Gunfighter): number {
    if (f.readyGun() < 0) return -1;
    for (const t of this.game.figures) {
      if (t.side === f.side || !t.placed || t.wounds.status !== STATUS.knockedOut) continue;
      if (distance(t.x - f.x, t.y - f.y) > CONTACT_INCHES || !this.allowed(f, t)) continue;
      if (this.game.hiding !== null && this.game.hiding.isHidden(t.index)) continue;
      return t.index;
    }
    return -1;
  }

  /** `f`'s turn: true when he spent it shooting a knocked-out enemy at his feet (or an interrupt took it). */
  turn(f: Gunfighter): boolean {
    const game = this.game;
    const v = this.victimOf(f);
    if (v < 0 || !choosesKill(f.tactics, game.viewOf(f.index), v)) return false;
    const t = game.figures[v]!;
    const log = game.log;
    if (log)
      log.line(`  ${f.name} (${f.tactics.name}) chooses to shoot the senseless ${t.name} where he lies.`);
    if (game.interruptedBefore(f, false, 'point-blank shot')) return true;
    // A man shot down by an interrupt, or the victim come round meanwhile: the shot is not fired.
    if (f.isOut() || t.wounds.status !== STATUS.knockedOut) return true;
    f.aimAt = -1;
    f.moved = false;
    f.firing = true;
    t.wounds.worsen(STATUS.dead);
    game.out.shots++;
    game.groups.shotFired();
    if (game.hiding !== null) game.hiding.shotFired(f, false);
    if (game.herd !== null) game.herd.gunshot(f);
    if (log) log.line(`  ${f.name} shoots the senseless ${t.name} at point blank range: dead.`);
    game.wentDown(t, f.index, DOWN.killed);
    game.reactions.takeDueTests();
    game.afterOwnTurn(f);
    return true;
  }
}
