import { BATCH, type OwnThrowKind } from '../../rules/rwnn/shot/ShotChooser.ts';
import { newFaceCounts } from '../../dice/Dice.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { OwnThrowRerolls } from './OwnThrowRerolls.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/**
 * A figure's throws to get himself going again (000 ACTIONS, Recover; coming round when knocked out; a
 * Jumpy man's chance of recovering), and the re-roll skills' say over a throw of his own (Lucky, Charmed
 * and Cursed, `shootout.singleRerolls`, register entry single-throw-rerolls).
 *
 * @example game.recoveries.recover(f) // his Recover action
 */
export class OwnRecoveries {
  /** Lucky, Charmed and Cursed on coming round and a Jumpy man's recovery (register entry single-throw-rerolls). */
  private readonly ownThrowRerolls: OwnThrowRerolls;
  /** Some figure of the game holds a re-roll skill and `shootout.singleRerolls=own-throws`. */
  private readonly recoveriesRerollable: boolean;
  /** Scratch for the faces of a recovery throw the skills may re-roll (a single die's face after them). */
  readonly recoveryCounts = newFaceCounts();

  constructor(private readonly game: ShootoutContext) {
    const { rules, figures } = game;
    this.ownThrowRerolls = new OwnThrowRerolls(rules.duel.shot.readings.rerollOrder);
    this.recoveriesRerollable =
      rules.readings.singleRerolls === 'own-throws' &&
      figures.some((f) => (f.profile.luckyDice | f.profile.charmed | f.profile.cursed) !== 0);
  }

  /**
   * Recover: clears every wound's and duck back's claim at once (000 ACTIONS: "Any number of wounds and duck
   * backs can be recovered from simultaneously in one action"); he is in sight again. A Jumpy man "only has a
   * 50%* chance of recovering": he throws for it, and on a failure the turn is spent and the Recover still
   * owed (register entry jumpy-recovery).
   */
  recover(f: Gunfighter): void {
    f.moved = false;
    if (f.profile.recoveryThrows > 0 && !this.jumpyRecovers(f, 'recover')) return;
    f.mustRecover = false;
    f.duckedBack = false;
    if (this.game.log) this.game.log.line(`  ${f.name} recovers.`);
  }

  /**
   * A knocked-out figure's turn: "must attempt to throw a 6 each time they have a turn, until they succeed
   * they may make no actions" (000), with 002's "+1 on subsequent throws" by the reading; Lucky, Charmed
   * and Cursed may have the throw made again (`shootout.singleRerolls`, register entry single-throw-rerolls).
   */
  comeRound(f: Gunfighter): void {
    const r = this.game.rules.readings;
    const bonus =
      r.wakeUp === 'six-only'
        ? 0
        : r.wakeUp === 'plus-one-per-throw'
          ? f.wakeThrows
          : f.wakeThrows > 0
            ? 1
            : 0;
    const face = this.game.dice!.d6();
    f.wakeThrows++;
    let six = face + bonus >= 6;
    // shootout.jumpyRecovery=recover-and-coming-round: a Jumpy man's chance of recovering is thrown for his
    // coming round too, after his 6 (register entry jumpy-recovery).
    const jumpyToo = f.profile.recoveryThrows > 0 && r.jumpyRecovery === 'recover-and-coming-round';
    if (this.game.log)
      this.game.log.line(
        `  ${f.name} is knocked out and throws ${face}${bonus ? ` +${bonus}` : ''}: ${six ? (jumpyToo ? 'enough to come round, if his nerves let him' : 'he comes round') : 'still out cold'}.`,
      );
    // "Throw a 6" is his own batch of one die: the story says so when a re-roll changes whether he comes round.
    const was = six;
    six = this.ownThrowPasses(BATCH.comeRound, f, undefined, face, 6 - bonus);
    if (this.game.log && six !== was)
      this.game.log.line(
        six
          ? `  ${f.name} comes round after all${jumpyToo ? ', if his nerves let him' : ''}.`
          : `  ${f.name} is still out cold.`,
      );
    const woke = six && jumpyToo ? this.jumpyRecovers(f, 'come round') : six;
    if (woke) {
      f.wounds.status = r.cameRound === 'standing' ? STATUS.standing : STATUS.knockedDown;
      f.wakeThrows = 0;
    }
  }

  /**
   * Whether `f`'s own throw of one die, `face` thrown, passes on `need` or more, once Lucky, Charmed and
   * Cursed have had their say: a batch of his own (register entry single-throw-rerolls,
   * `shootout.singleRerolls`), against `other`, the opponent with a say over it (undefined: the nearest enemy,
   * see {@link rerollOpponent}). A throw no face can pass, or none can fail, is left alone. The shared
   * re-roll machinery tells the story of each re-roll.
   */
  ownThrowPasses(
    kind: typeof BATCH.comeRound | typeof BATCH.clearShot | typeof BATCH.stoopid,
    f: Gunfighter,
    other: Gunfighter | null | undefined,
    face: number,
    need: number,
  ): boolean {
    const c = this.recoveryCounts;
    c.fill(0);
    c[face]!++;
    return this.ownBatchPasses(kind, f, other, need, face >= need);
  }

  /**
   * The re-roll skills' say over a batch of `f`'s own, its faces in {@link recoveryCounts} (changed in place),
   * each die needing `need` or more; `pass` is whether it passes as thrown. Returns whether it passes now.
   */
  private ownBatchPasses(
    kind: OwnThrowKind,
    f: Gunfighter,
    other: Gunfighter | null | undefined,
    need: number,
    pass: boolean,
  ): boolean {
    if (!this.recoveriesRerollable || need > 6 || need <= 1) return pass;
    const o = other === undefined ? this.game.moves.rerollOpponent(f) : other;
    if (!this.ownThrowRerolls.possible(f, o)) return pass;
    const c = this.recoveryCounts;
    return this.ownThrowRerolls.reroll(
      kind,
      need,
      c,
      f,
      o,
      this.game.dice!,
      f.tactics,
      o ? o.tactics : null,
      this.game.log,
    );
  }

  /**
   * A Jumpy man's throw to recover (000 SKILLS & ATTRIBUTES, Jumpy; 003 SKILLS, Nervous: "only has a 50%*
   * chance of recovering"): one die per throw his profile owes (one a level: Very Jumpy's chance is halved
   * again), each needing the top half of its faces (4-6 at 50%), thrown from the game's dice. `what` names
   * the recovery in the story; the dice are one batch the re-roll skills may throw again
   * (`shootout.singleRerolls`). Returns whether every die succeeded.
   */
  jumpyRecovers(f: Gunfighter, what: string): boolean {
    const p = f.profile;
    const need = 7 - Math.round(6 * p.recoveryChance);
    const log = this.game.log;
    const c = this.recoveryCounts;
    c.fill(0);
    let ok = true;
    let faces = '';
    for (let k = 0; k < p.recoveryThrows; k++) {
      const face = this.game.dice!.d6();
      if (face < need) ok = false;
      c[face]!++;
      if (log) faces += k === 0 ? `${face}` : ` ${face}`;
    }
    if (log)
      log.line(
        `  ${f.name} is Jumpy and throws ${faces} to ${what} (${need}-6${p.recoveryThrows > 1 ? ' on each' : ''}): ${ok ? 'he does' : 'he cannot'}.`,
      );
    // His chance of recovering is his own throw, one batch however many dice a Very Jumpy man owes
    // (register entry single-throw-rerolls): the re-roll skills may throw it again.
    const was = ok;
    ok = this.ownBatchPasses(BATCH.recover, f, undefined, need, ok);
    if (log && ok !== was)
      log.line(`  ${f.name} ${ok ? 'steadies his nerves after all' : 'cannot after all'}.`);
    return ok;
  }
}
