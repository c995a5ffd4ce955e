import { distance } from '../../geometry/distance.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from './CloseCombat.ts';
import type { Gunfighter } from './Gunfighter.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/**
 * Inches between bases within which a man stands "close" to a fight (000 SHOOTING INTO COMBAT: "close
 * bystanders"): an inch, the reach the shotgun rules give a blast's bystanders ("Anyone standing within 1”
 * of a shotgun target", 000 SHOTGUNS), measured here from base to base, bases an inch across (register
 * entry shooting-into-a-fight).
 */
export const BYSTANDER_INCHES = 1;
/** Centre to centre: a bystander's base within {@link BYSTANDER_INCHES} of a protagonist's. */
const CLOSE_BY = CONTACT_INCHES + BYSTANDER_INCHES;

/**
 * Who a shot into a fight hits (000 SHOOTING INTO COMBAT): "Only Evil characters may fire into a fight ...
 * They stand at equal chance of hitting any of the protagonists or close bystanders." Under
 * `shootout.intoFight=random` each hit of a shot at a man in close combat (by a shooter not in contact with
 * him, who would fight him on the fighting chart instead) goes to one of the men of that fight or standing
 * within {@link BYSTANDER_INCHES} of one of them, the shooter's friends too, picked with the game's dice
 * (register entry shooting-into-a-fight). Made once with the game: the lists are sized by the figure count
 * and written in place.
 *
 * @example if (into.applies(f, t)) { into.share(f, t, hits); into.hitsOn[t.index]; }
 */
export class ShotIntoFight {
  /** After {@link share}: the hits each figure takes, by figure index. */
  readonly hitsOn: Int32Array;
  /** The men the shot may hit, in figure order; {@link count} of them. */
  private readonly men: Int32Array;
  private count = 0;
  /** The protagonists: the target's whole fight (CombatContacts.fightOf). */
  private readonly fight: Int32Array;
  /** 1 for each protagonist, by figure index. */
  private readonly inFight: Uint8Array;

  constructor(private readonly game: ShootoutContext) {
    const n = game.figures.length;
    this.hitsOn = new Int32Array(n);
    this.men = new Int32Array(n);
    this.fight = new Int32Array(n);
    this.inFight = new Uint8Array(n);
  }

  /**
   * Whether `f`'s shot at `t` goes into a fight whose men it may hit at random: `t` is in close combat, not
   * with `f`, under `shootout.intoFight=random`.
   */
  applies(f: Gunfighter, t: Gunfighter): boolean {
    const combat = this.game.combat;
    return (
      this.game.rules.readings.intoFight === 'random' &&
      combat.inFight(t) &&
      !combat.inContact(f.index, t.index)
    );
  }

  /**
   * Shares the `hits` of `f`'s shot at `t` out among the men he may hit, one pick of the game's dice a hit,
   * each man at equal chance (`dice.below` over them, in figure order); writes {@link hitsOn}. Every bullet
   * of a volley flies on its own, so each hit is picked apart. The story names them and whom each hit strikes.
   *
   * @example into.share(f, t, 2); // hitsOn[t.index] + hitsOn[other.index] + ... === 2
   */
  share(f: Gunfighter, t: Gunfighter, hits: number): void {
    const game = this.game;
    const log = game.log;
    const n = this.gather(f, t);
    this.hitsOn.fill(0);
    if (log) log.line(`  ${t.name} is in a fight: each hit may strike ${this.names()} at equal chance.`);
    for (let h = 0; h < hits; h++) {
      const v = n > 1 ? this.men[game.dice!.below(n)]! : t.index;
      this.hitsOn[v]!++;
      if (log) log.line(`  ${hits === 1 ? 'The hit' : `Hit ${h + 1}`} strikes ${game.figures[v]!.name}.`);
    }
  }

  /**
   * The men `f`'s shot at `t` may hit, into {@link men} in figure order: the protagonists (everyone in `t`'s
   * fight) and the close bystanders (anyone else on the table and not dead or ducked back out of sight, his
   * base within an inch of a protagonist's), never `f` himself. Returns how many.
   */
  private gather(f: Gunfighter, t: Gunfighter): number {
    const game = this.game;
    const fight = this.fight;
    const inFight = this.inFight;
    const size = game.combat.fightOf(t, fight);
    inFight.fill(0);
    for (let k = 0; k < size; k++) inFight[fight[k]!] = 1;
    let n = 0;
    for (const o of game.figures) {
      if (o === f) continue;
      if (inFight[o.index] === 1 || this.closeBy(o, size)) this.men[n++] = o.index;
    }
    this.count = n;
    return n;
  }

  /** Whether `o` stands close by the fight's `size` protagonists (see {@link gather}). */
  private closeBy(o: Gunfighter, size: number): boolean {
    if (!o.placed || o.wounds.status === STATUS.dead || o.duckedBack) return false;
    const figures = this.game.figures;
    for (let k = 0; k < size; k++) {
      const p = figures[this.fight[k]!]!;
      if (distance(p.x - o.x, p.y - o.y) <= CLOSE_BY) return true;
    }
    return false;
  }

  /** The men the shot may hit ("al, bo or cy"), for the story only. */
  private names(): string {
    const names: string[] = [];
    for (let k = 0; k < this.count; k++) names.push(this.game.figures[this.men[k]!]!.name);
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  }
}
