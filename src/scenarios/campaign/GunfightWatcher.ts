import { ACTION, type ActionCode } from '../../policies/shootout/ShootoutPolicy.ts';
import type { GunfightRecord } from '../../rules/rwnn/experience/GunfightRecord.ts';
import { DOWN } from '../../rules/rwnn/nerve/NerveState.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import { NERVE_STATE, type Gunfighter } from '../shootout/Gunfighter.ts';
import type { ShootoutAudit } from '../shootout/ShootoutAudit.ts';
import type { ShootoutGame } from '../shootout/ShootoutGame.ts';

/**
 * Watches one gunfight through the shootout's public audit hook and writes, for each man, what the
 * experience rules ask of it ({@link GunfightRecord}). The game itself says who put a man down (his
 * `downedBy`), whether he surrendered and whether he refused a challenge (his nerve's first reason for going
 * down); the watcher adds what the game does not keep: who fired at or charged whom, whether from behind or
 * at a man unconscious or surrendered, and who caused each wound. A wound is put to the last man who fired
 * at or fought its victim before it appeared (the audit speaks before each shot and each action, and a
 * wound shows at the next of them), which is exact for shots and charges and an attribution for blows
 * traded later in a fight and for a shotgun's blast (see docs/campaigns.md).
 *
 * @example const w = new GunfightWatcher(game); game.audit = w; game.play(dice, result); w.finish(); w.record(0)
 */
export class GunfightWatcher implements ShootoutAudit {
  private readonly n: number;
  private readonly fired: Uint8Array;
  private readonly fought: Uint8Array;
  private readonly foul: Uint8Array;
  private readonly woundCaused: Uint8Array;
  /** struck[a * n + v] = 1 when a killed or seriously wounded v. */
  private readonly struck: Uint8Array;
  /** The last man who fired at or fought each man, or -1. */
  private readonly lastHitter: Int32Array;
  private readonly seriousSeen: Int32Array;
  private readonly fleshSeen: Int32Array;

  constructor(private readonly game: ShootoutGame) {
    const n = game.figures.length;
    this.n = n;
    this.fired = new Uint8Array(n);
    this.fought = new Uint8Array(n);
    this.foul = new Uint8Array(n);
    this.woundCaused = new Uint8Array(n);
    this.struck = new Uint8Array(n * n);
    this.lastHitter = new Int32Array(n).fill(-1);
    this.seriousSeen = new Int32Array(n);
    this.fleshSeen = new Int32Array(n);
    game.audit = this;
  }

  shot(f: Gunfighter, t: Gunfighter): void {
    this.settle();
    if (t.side === f.side) return;
    this.fired[f.index] = 1;
    if (this.game.fromBehind(t, f) || helpless(t)) this.foul[f.index] = 1;
    this.lastHitter[t.index] = f.index;
  }

  action(f: Gunfighter, action: ActionCode, target: number): void {
    this.settle();
    if (action !== ACTION.charge || target < 0) return;
    const t = this.game.figures[target]!;
    this.fought[f.index] = 1;
    this.fought[target] = 1;
    if (helpless(t)) this.foul[f.index] = 1;
    this.lastHitter[target] = f.index;
    this.lastHitter[f.index] = target;
  }

  /** Puts every wound that appeared since the last look to the last man who fired at or fought its victim. */
  private settle(): void {
    for (let j = 0; j < this.n; j++) {
      const w = this.game.figures[j]!.wounds;
      const serious = w.seriousTotal();
      const flesh = w.fleshTotal();
      const h = this.lastHitter[j]!;
      if (h >= 0 && (serious > this.seriousSeen[j]! || flesh > this.fleshSeen[j]!)) {
        this.woundCaused[h] = 1;
        if (serious > this.seriousSeen[j]!) this.struck[h * this.n + j] = 1;
      }
      this.seriousSeen[j] = serious;
      this.fleshSeen[j] = flesh;
    }
  }

  /** After the game: the last wounds settled, and every death put to the man the game says killed him. */
  finish(): void {
    this.settle();
    for (const v of this.game.figures) {
      if (v.wounds.status !== STATUS.dead || v.downedBy < 0) continue;
      this.woundCaused[v.downedBy] = 1;
      this.struck[v.downedBy * this.n + v.index] = 1;
    }
  }

  /** Figure i's record of the gunfight, read after {@link finish}. */
  record(i: number): GunfightRecord {
    const figures = this.game.figures;
    const me = figures[i]!;
    let kills = 0;
    let menStruck = 0;
    let seriouslyWounded = 0;
    let killedLegend = false;
    for (const v of figures) {
      if (v.side === me.side) continue;
      const dead = v.wounds.status === STATUS.dead && v.downedBy === i;
      if (dead) {
        kills++;
        if (v.cls === 'legend') killedLegend = true;
      }
      if (this.struck[i * this.n + v.index] === 1) {
        menStruck++;
        if (!dead) seriouslyWounded++;
      }
    }
    return {
      fired: this.fired[i] === 1,
      fought: this.fought[i] === 1,
      kills,
      menStruck,
      seriouslyWounded,
      killedLegend,
      causedWound: this.woundCaused[i] === 1,
      foulShot: this.foul[i] === 1,
      surrendered: me.nerve === NERVE_STATE.surrendered,
      refusedChallenge: this.game.nerve.downReason[i] === DOWN.refused,
      evil: me.skills.evil > 0,
      died: me.wounds.status === STATUS.dead,
      seriousWounds: me.wounds.seriousTotal(),
    };
  }
}

/** Unconscious or surrendered: shooting or attacking him "does not count towards experience or skills". */
function helpless(t: Gunfighter): boolean {
  return t.wounds.status >= STATUS.knockedOut || t.nerve === NERVE_STATE.surrendered;
}
