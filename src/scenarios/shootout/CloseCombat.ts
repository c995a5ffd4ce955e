import { distance } from '../../geometry/distance.ts';
import { angleBetween, bearing } from '../../geometry/bearing.ts';
import { ESCAPE_MOMENT, type EscapeMoment } from '../../policies/shootout/ShootoutPolicy.ts';
import { COVER_SHAPE } from '../../rules/rwnn/cover/CoverShape.ts';
import {
  ARM,
  ATTACKED_FROM,
  BLADE,
  newFightContext,
  type FightContext,
} from '../../rules/rwnn/fight/FightContext.ts';
import { FightResolver } from '../../rules/rwnn/fight/FightResolver.ts';
import { fightRules } from '../../rules/rwnn/fight/FightRules.ts';
import { fightReadingsFrom } from '../../rules/rwnn/fight/fightReadingOptions.ts';
import { ESCAPE } from '../../rules/rwnn/fight/FightResult.ts';
import { DOWN } from '../../rules/rwnn/nerve/NerveState.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { PolicyFightChooser, type EscapeAsker } from './PolicyFightChooser.ts';
import type { ShootoutGame } from './ShootoutGame.ts';

/** Bases touching: figures this close (centre to centre) are in contact for close combat. */
export const CONTACT_INCHES = 1;
/** Inches an escape heads for: past the most three movement dice can take him, so the throw decides. */
const ESCAPE_REACH = 19;

/**
 * Close combat in a shootout (000 FIGHTING and ESCAPING FROM COMBAT): a charge into contact and the attack
 * with the fighting chart (gun, blade or fists), who is held in a fight and who is outnumbered, and escapes,
 * chosen on the fighting dice or on a turn when the opponent is outnumbered. The game makes one and reuses it
 * for every trial: the fight contexts and each figure's fight chooser are made here once and written in place.
 *
 * @example game.combat.charge(f, t);
 */
export class CloseCombat implements EscapeAsker {
  private readonly fights: FightResolver;
  private readonly fightCtx = newFightContext();
  /** A fight context for the tactics' questions, apart from the fight being resolved. */
  private readonly askFightCtx = newFightContext();
  /** Each figure's close-combat choices, his policy asked whether to escape. */
  private readonly fightChoosers: readonly PolicyFightChooser[];

  constructor(private readonly game: ShootoutGame) {
    const rules = game.rules;
    this.fights = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
    this.fightChoosers = game.figures.map((f) => new PolicyFightChooser(this, f.index, f.tactics));
  }

  /**
   * A Move into contact (000 FIGHTING: "If a character chooses to move into contact (or chooses to remain in
   * contact) with an opponent, he makes an attack"): he moves at the enemy by the Move rules, stopping at his
   * base; in contact he attacks with the fighting chart. Already in contact, he attacks where he stands.
   */
  charge(f: Gunfighter, t: Gunfighter): void {
    let moved = 0;
    const d = distance(t.x - f.x, t.y - f.y);
    if (d > CONTACT_INCHES) {
      const stop = d - CONTACT_INCHES * 0.9;
      const sx = f.x;
      const sy = f.y;
      this.game.charging = t.index;
      this.game.move(f, f.x + ((t.x - f.x) / d) * stop, f.y + ((t.y - f.y) / d) * stop, 0);
      this.game.charging = -1;
      moved = distance(f.x - sx, f.y - sy);
      if (f.wounds.status !== STATUS.standing) return;
      if (distance(t.x - f.x, t.y - f.y) > CONTACT_INCHES) return;
    }
    this.game.face(f, t.x, t.y);
    f.inContactWith = t.index;
    t.inContactWith = f.index;
    this.attack(f, t, moved);
  }

  /**
   * The dice `f` would throw attacking `t` where they stand, as a charge with no run-up (NaN when he cannot
   * fight as the context has him): for a tactic weighing a charge against a shot.
   */
  attackDice(f: Gunfighter, t: Gunfighter): number {
    // A context apart from the fight's own: a tactic may ask while a fight is being resolved.
    return this.fights.attackDice(f, t, this.prepareFight(f, t, 0, this.askFightCtx));
  }

  /**
   * The fight context of `f` attacking `t` after moving `moved` inches: each fighter's gun, blade or fists
   * (shootout.bladeUse), cover, the side he is attacked from, the first round of a charge, hatred and fear.
   */
  private prepareFight(f: Gunfighter, t: Gunfighter, moved: number, ctx: FightContext): FightContext {
    const fg = f.readyGun();
    const tg = t.readyGun();
    ctx.attackerArm = fg >= 0 ? ARM.shoot : ARM.fist;
    ctx.attackerHand = fg >= 0 ? fg : 0;
    ctx.attackerBlade = f.bladeInHand();
    ctx.defenderArm = tg >= 0 ? ARM.shoot : ARM.fist;
    ctx.defenderHand = tg >= 0 ? tg : 0;
    ctx.defenderBlade = t.bladeInHand();
    ctx.attackerMoved = moved;
    ctx.defenderInCover = this.game.coverBetween(f.index, t.index).shape !== COVER_SHAPE.none;
    ctx.attackerInCover = this.game.coverBetween(t.index, f.index).shape !== COVER_SHAPE.none;
    const off = angleBetween(t.facing, bearing(t.x, t.y, f.x, f.y));
    ctx.attackedFrom = off <= 45 ? ATTACKED_FROM.front : off >= 135 ? ATTACKED_FROM.rear : ATTACKED_FROM.side;
    ctx.backshooting = ctx.attackedFrom === ATTACKED_FROM.rear;
    ctx.firstRound = moved > 0;
    ctx.attackerExtraDice = this.game.emotions.dice(f.index, t.index);
    ctx.defenderExtraDice = this.game.emotions.dice(t.index, f.index);
    ctx.shootKnockedOut = false;
    // The attacker's choice first: under fight.defenceRow=attackers-weapon the defender's dice follow it.
    if (ctx.attackerBlade !== BLADE.none && this.drawsBlade(f, t, true, ctx)) ctx.attackerArm = ARM.blade;
    if (ctx.defenderBlade !== BLADE.none && this.drawsBlade(f, t, false, ctx)) ctx.defenderArm = ARM.blade;
    return ctx;
  }

  /**
   * `f` attacks `t` in close combat (000 FIGHTING). Each fights with a loaded gun he shoots ("roll on the
   * pistol or the rifle rows"), else his fists; a man carrying a blade fights with it instead as
   * `shootout.bladeUse` says (register entry blade-or-gun-in-a-fight). A blade that sticks in a body is lost
   * to him by `shootout.stuckBlade`.
   */
  attack(f: Gunfighter, t: Gunfighter, moved: number): void {
    const ctx = this.prepareFight(f, t, moved, this.fightCtx);
    const w = t.wounds;
    const fleshBefore = w.fleshTotal();
    const seriousBefore = w.seriousTotal();
    const statusBefore = w.status;
    const fStatusBefore = f.wounds.status;
    this.game.out.fights++;
    // "Characters in contact with an opponent who wish to attempt to shoot him ... roll on the pistol or the
    // rifle rows" (000 FIGHTING): an attack with a gun is a shot fired.
    if (ctx.attackerArm === ARM.shoot) this.game.groups.shotFired();
    const own = this.fightChoosers[f.index]!;
    const theirs = this.fightChoosers[t.index]!;
    own.opponent = t.index;
    theirs.opponent = f.index;
    const r = this.fights.attack(f, t, ctx, this.game.dice!, own, theirs, this.game.log);
    const escaped = r.escaped;
    this.game.emotions.onAttacked(t.index, f.index, this.game.log);
    this.game.out.hits += r.struck;
    if (r.attackerKnockedDown) {
      // "the attacker is knocked down, and cannot make any other action or defend himself properly until he
      // has spent a turn recovering" (000 FIGHTING).
      f.mustRecover = true;
      if (f.wounds.status >= STATUS.knockedOut && fStatusBefore < STATUS.knockedOut)
        this.game.wentDown(f, t.index, DOWN.knockedOut);
    }
    if (r.weaponStuck && ctx.attackerArm === ARM.blade && this.game.rules.readings.stuckBlade === 'lost') {
      f.bladeStuck = true;
      if (this.game.log) this.game.log.line(`  ${f.name}'s blade is stuck fast: he fights on without it.`);
    }
    this.game.afterHits(f, t, r.struck, 0, false, fleshBefore, seriousBefore, statusBefore);
    if (escaped !== ESCAPE.none || t.isOut() || f.isOut()) this.breakContact(f);
    if (escaped === ESCAPE.attacker) this.escapeFrom(f, t);
    else if (escaped === ESCAPE.defender) this.escapeFrom(t, f);
    this.game.takeDueTests();
  }

  /**
   * Whether the attacker `f` (`asAttacker`) or the defender `t` fights with his blade rather than the arm the
   * context holds for him (his gun or fists): always under `shootout.bladeUse=always`; else when the blade
   * gives him at least as many dice for his part, every modifier and skill counted (Knifeman's "only if
   * armed with a knife"), or the other arm gives him none. Leaves the context's arm as it found it.
   */
  private drawsBlade(f: Gunfighter, t: Gunfighter, asAttacker: boolean, ctx: FightContext): boolean {
    if (this.game.rules.readings.bladeUse === 'always') return true;
    const fights = this.fights;
    const other = asAttacker ? ctx.attackerArm : ctx.defenderArm;
    const without = asAttacker ? fights.attackDice(f, t, ctx) : fights.defendDice(f, t, ctx);
    if (asAttacker) ctx.attackerArm = ARM.blade;
    else ctx.defenderArm = ARM.blade;
    const withBlade = asAttacker ? fights.attackDice(f, t, ctx) : fights.defendDice(f, t, ctx);
    if (asAttacker) ctx.attackerArm = other;
    else ctx.defenderArm = other;
    return withBlade === withBlade && !(without > withBlade);
  }

  /** Asks figure `figure`'s policy whether to leave his fight with `opponent` now (PolicyFightChooser). */
  escapeWanted(figure: number, opponent: number, moment: EscapeMoment): boolean {
    return this.game.figures[figure]!.tactics.escapeFight(this.game.viewOf(figure), opponent, moment);
  }

  /**
   * 000 ESCAPING FROM COMBAT: he leaves the fight, "turning to face any direction and moving up to three
   * dice (Citizens must move the full distance thrown)": a Move straight away from `from`, round whatever is
   * in the way, after which he turns to face the man he left rather than show him his back.
   */
  private escapeFrom(f: Gunfighter, from: Gunfighter): void {
    this.game.out.escapes++;
    if (from.inContactWith === f.index) from.inContactWith = -1;
    this.breakContact(f);
    let dx = f.x - from.x;
    let dy = f.y - from.y;
    let d = distance(dx, dy);
    if (d < 1e-6) {
      // On the same spot there is no "away": he goes the way his back faces.
      const rad = ((f.facing + 180) * Math.PI) / 180;
      dx = Math.cos(rad);
      dy = Math.sin(rad);
      d = 1;
    }
    const table = this.game.table;
    const tx = Math.min(table.width - 0.5, Math.max(0.5, f.x + (dx / d) * ESCAPE_REACH));
    const ty = Math.min(table.depth - 0.5, Math.max(0.5, f.y + (dy / d) * ESCAPE_REACH));
    if (this.game.log) this.game.log.line(`  ${f.name} escapes from the fight with ${from.name}.`);
    table.routeToward(f.x, f.y, tx, ty, this.game.way);
    this.game.move(f, this.game.way.x, this.game.way.y, 0);
    this.game.face(f, from.x, from.y);
  }

  /**
   * On his turn, a figure whose opponent is outnumbered may leave the fight (000 ESCAPING FROM COMBAT: "If
   * his opponent is outnumbered"), as his policy chooses: the escape is his turn's action, and held cards
   * may interrupt it as they would a Move. True when he chose it.
   */
  escapeOutnumbered(f: Gunfighter): boolean {
    const o = this.opponentOf(f);
    if (o < 0 || !this.outnumbered(o)) return false;
    if (!this.escapeWanted(f.index, o, ESCAPE_MOMENT.outnumbered)) return false;
    const from = this.game.figures[o]!;
    if (this.game.log)
      this.game.log.line(`  ${f.name} (${f.tactics.name}) chooses to escape: ${from.name} is outnumbered.`);
    if (this.game.interruptedBefore(f, true, 'escape')) return true;
    f.aimAt = -1;
    f.firing = false;
    this.escapeFrom(f, from);
    this.game.afterOwnTurn(f);
    return true;
  }

  /**
   * The opponent holding `f` in a fight (`shootout.heldInFight=held`: "Characters can leave combat ... in
   * two circumstances", 000 ESCAPING FROM COMBAT), or -1 when he is in none or free to walk out of it.
   */
  heldBy(f: Gunfighter): number {
    return this.game.rules.readings.heldInFight === 'held' ? this.opponentOf(f) : -1;
  }

  /** The enemy `f` is in close combat with (bases touching, neither out of the fight), or -1. */
  opponentOf(f: Gunfighter): number {
    const o = f.inContactWith;
    return o >= 0 && this.engaged(f, this.game.figures[o]!) ? o : -1;
  }

  /**
   * Whether `a` and `b` are in close combat: one's contact is the other (a figure keeps one opponent, so a
   * man charged by two points at the second while the first still points at him), their bases touch, and
   * neither is out of the fight.
   */
  private engaged(a: Gunfighter, b: Gunfighter): boolean {
    return (
      (a.inContactWith === b.index || b.inContactWith === a.index) &&
      a.side !== b.side &&
      !a.isOut() &&
      !b.isOut() &&
      distance(a.x - b.x, a.y - b.y) <= CONTACT_INCHES
    );
  }

  /**
   * Whether figure j is outnumbered in his fight, by `shootout.outnumbered`: two or more enemies in close
   * combat with him, or more of them than his own side's men in the fight (he and each friend engaged with
   * one of those enemies).
   */
  private outnumbered(j: number): boolean {
    const t = this.game.figures[j]!;
    let enemies = 0;
    for (const g of this.game.figures) if (this.engaged(g, t)) enemies++;
    if (this.game.rules.readings.outnumbered === 'two-on-one') return enemies >= 2;
    let friends = 1;
    for (const u of this.game.figures) {
      if (u === t || u.side !== t.side) continue;
      for (const g of this.game.figures)
        if (this.engaged(g, t) && this.engaged(g, u)) {
          friends++;
          break;
        }
    }
    return enemies > friends;
  }

  breakContact(f: Gunfighter): void {
    const o = f.inContactWith;
    if (o >= 0 && this.game.figures[o]!.inContactWith === f.index) this.game.figures[o]!.inContactWith = -1;
    f.inContactWith = -1;
  }
}
