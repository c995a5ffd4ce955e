import { awayFromAll } from '../../geometry/awayFromAll.ts';
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
import { ESCAPE, type FightResult } from '../../rules/rwnn/fight/FightResult.ts';
import { SHOT_BAR, SHOT_BAR_WORDS } from '../../rules/rwnn/shot/shotBar.ts';
import { DOWN } from '../../rules/rwnn/nerve/NerveState.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import { CombatContacts } from './CombatContacts.ts';
import type { Gunfighter } from './Gunfighter.ts';
import { PolicyFightChooser, type EscapeAsker } from './PolicyFightChooser.ts';
import type { ShootoutContext } from './ShootoutContext.ts';

/** Bases touching: figures this close (centre to centre) are in contact for close combat. */
export const CONTACT_INCHES = 1;
/** Inches an escape heads for: past the most three movement dice can take him, so the throw decides. */
const ESCAPE_REACH = 19;
/** How far a charger's place at his enemy's base sits from the enemy's centre: just inside contact. */
const BASE_PLACE = CONTACT_INCHES * 0.9;
/** Degrees between the places round an enemy's base a charger tries when the one facing him is taken. */
const PLACE_STEP = 10;

/**
 * Close combat in a shootout (000 FIGHTING, ESCAPING FROM COMBAT and OUTNUMBERED CHARACTERS): a charge into
 * contact, joining a fight already going on, and the attack with the fighting chart (gun, blade or fists);
 * who is in contact with whom (several enemies may be on one man), who is held in a fight and who is
 * outnumbered, and escapes, chosen on the fighting dice or on a turn when the opponent is outnumbered. The
 * game makes one and reuses it for every trial: the fight contexts, the contacts and each figure's fight
 * chooser are made here once and written in place.
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
  /** Who is in close combat with whom. */
  private readonly contacts: CombatContacts;
  /** Where the men an escaping figure leaves stand (see {@link escapeFrom}). */
  private readonly leftX: Float64Array;
  private readonly leftY: Float64Array;
  /** The place at an enemy's base a charge makes for (see {@link findPlace}). */
  private placeX = 0;
  private placeY = 0;

  constructor(private readonly game: ShootoutContext) {
    const rules = game.rules;
    this.fights = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
    this.fightChoosers = game.figures.map((f) => new PolicyFightChooser(this, f.index, f.tactics));
    const n = game.figures.length;
    this.contacts = new CombatContacts(n);
    this.leftX = new Float64Array(n);
    this.leftY = new Float64Array(n);
  }

  /** What the last attack resolved did (the resolver's own record, overwritten by the next). */
  lastFight(): FightResult {
    return this.fights.result;
  }

  /** The start of a game: nobody in contact with anybody. */
  reset(): void {
    this.contacts.reset();
  }

  /**
   * A Move into contact (000 FIGHTING: "If a character chooses to move into contact (or chooses to remain in
   * contact) with an opponent, he makes an attack"): he moves at the enemy by the Move rules, stopping at his
   * base; in contact he attacks with the fighting chart. Already in contact, he attacks where he stands. An
   * enemy already fighting someone else is no bar: the charger makes for a free place at his base and joins
   * the fight (000 OUTNUMBERED CHARACTERS: "in contact with one or more opponents"; register entry
   * outnumbered-join-fight).
   */
  charge(f: Gunfighter, t: Gunfighter): void {
    let moved = 0;
    const d = distance(t.x - f.x, t.y - f.y);
    if (d > CONTACT_INCHES) {
      const stop = d - BASE_PLACE;
      const sx = f.x;
      const sy = f.y;
      let tx = f.x + ((t.x - f.x) / d) * stop;
      let ty = f.y + ((t.y - f.y) / d) * stop;
      // The place facing him is taken (by a man already fighting there, say): the nearest free one round
      // the base, else the straight line, where the Move stops him short of contact.
      if (!this.placeFree(f, t, tx, ty) && this.findPlace(f, t)) {
        tx = this.placeX;
        ty = this.placeY;
      }
      this.game.charging = t.index;
      // A Citizen "moving to attack an enemy character" halts at him (000 Citizen Move).
      this.game.moves.move(f, tx, ty, 0, true);
      this.game.charging = -1;
      moved = distance(f.x - sx, f.y - sy);
      if (f.wounds.status !== STATUS.standing) return;
      if (distance(t.x - f.x, t.y - f.y) > CONTACT_INCHES) {
        if (this.game.clubs !== null) this.clubbedShort(f, t);
        return;
      }
    }
    this.game.face(f, t.x, t.y);
    if (this.game.log && !this.contacts.has(f.index, t.index) && this.contacts.count(t.index) > 0)
      this.game.log.line(`  ${f.name} joins ${this.opponentNames(t)} in the fight with ${t.name}.`);
    this.contacts.join(f.index, t.index);
    this.attack(f, t, moved);
  }

  /** A charge of `f` on `t` that fell short: the clubbing announced before it bars fire all the same. */
  private clubbedShort(f: Gunfighter, t: Gunfighter): void {
    const ctx = this.prepareFight(f, t, 0, this.askFightCtx);
    this.game.clubs!.announcedAnyway(f, t, ctx, this.fights.rules.readings.clubNoFire === 'both-fighters');
  }

  /**
   * Whether (x, y) is a place `f` may stop at beside `t`: no other man's base there (the test a Move's end
   * is held to, see FigureMoves.keepClear).
   */
  private placeFree(f: Gunfighter, t: Gunfighter, x: number, y: number): boolean {
    for (const o of this.game.figures) {
      if (o === f || o === t || !o.placed || o.wounds.status === STATUS.dead) continue;
      if (distance(o.x - x, o.y - y) < CONTACT_INCHES) return false;
    }
    return true;
  }

  /**
   * The free place at `t`'s base nearest the side `f` comes from, turning round it both ways a step at a
   * time, on the table: written to {@link placeX}/{@link placeY}; false when there is none.
   */
  private findPlace(f: Gunfighter, t: Gunfighter): boolean {
    const table = this.game.table;
    const from = bearing(t.x, t.y, f.x, f.y);
    for (let step = PLACE_STEP; step <= 180; step += PLACE_STEP)
      for (let side = -1; side <= 1; side += 2) {
        const rad = ((from + side * step) * Math.PI) / 180;
        const x = t.x + Math.cos(rad) * BASE_PLACE;
        const y = t.y + Math.sin(rad) * BASE_PLACE;
        if (x < 0 || y < 0 || x > table.width || y > table.depth || !this.placeFree(f, t, x, y)) continue;
        this.placeX = x;
        this.placeY = y;
        return true;
      }
    return false;
  }

  /**
   * The dice `f` would throw attacking `t` where they stand, as a charge with no run-up (NaN when he cannot
   * fight as the context has him): for a tactic weighing a charge against a shot.
   */
  attackDice(f: Gunfighter, t: Gunfighter): number {
    // A context apart from the fight's own: a tactic may ask while a fight is being resolved.
    return this.fights.attackDice(f, t, this.prepareFight(f, t, 0, this.askFightCtx));
  }

  /** The dice `t` would throw defending against `f` where they stand (NaN when he cannot fight). */
  defendDice(f: Gunfighter, t: Gunfighter): number {
    return this.fights.defendDice(f, t, this.prepareFight(f, t, 0, this.askFightCtx));
  }

  /**
   * The fight context of `f` attacking `t` after moving `moved` inches: each fighter's gun, blade or fists
   * (shootout.bladeUse), cover, the side he is attacked from, the first round of a charge, hatred and fear.
   */
  private prepareFight(f: Gunfighter, t: Gunfighter, moved: number, ctx: FightContext): FightContext {
    // A White knight shoots in a fight only a man he may shoot anywhere: barred, he fights with his fists or
    // his blade (register entry white-knight-in-contact). Defending on a gun's row shoots nobody.
    const ready = f.readyGun();
    const fg = ready >= 0 && this.game.gunfire.fightBar(f, t) === SHOT_BAR.none ? ready : -1;
    const tg = t.readyGun();
    ctx.attackerArm = fg >= 0 ? ARM.shoot : ARM.fist;
    ctx.attackerHand = fg >= 0 ? fg : 0;
    ctx.attackerBlade = f.bladeInHand();
    ctx.defenderArm = tg >= 0 ? ARM.shoot : ARM.fist;
    ctx.defenderHand = tg >= 0 ? tg : 0;
    ctx.defenderBlade = t.bladeInHand();
    // A ready gun with no row on the fighting chart (a shotgun under fight.shotgunShoots=no-row) is not
    // shot in a fight: he fights with his fists.
    if (ctx.attackerArm === ARM.shoot && this.fights.rowFor(f, ctx, true) < 0) ctx.attackerArm = ARM.fist;
    if (ctx.defenderArm === ARM.shoot && this.fights.rowFor(t, ctx, false) < 0) ctx.defenderArm = ARM.fist;
    if (this.game.clubs !== null) this.game.clubs.choose(f, t, ctx, this.fights);
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
    if (this.game.mounted !== null) this.game.mounted.fightSides(f, t, ctx);
    return ctx;
  }

  /**
   * `f` attacks `t` in close combat (000 FIGHTING). Each fights with a loaded gun he shoots ("roll on the
   * pistol or the rifle rows"), else his fists; a man carrying a blade fights with it instead as
   * `shootout.bladeUse` says (register entry blade-or-gun-in-a-fight). A blade that sticks in a body is lost
   * to him by `shootout.stuckBlade`.
   */
  attack(f: Gunfighter, t: Gunfighter, moved: number): void {
    // "he decides which one he attacks" (000 OUTNUMBERED CHARACTERS): his tactic chose `t` among them.
    if (this.game.log && this.contacts.count(f.index) > 1)
      this.game.log.line(`  ${f.name} is outnumbered by ${this.opponentNames(f)}, and attacks ${t.name}.`);
    const ctx = this.prepareFight(f, t, moved, this.fightCtx);
    if (this.game.log && f.readyGun() >= 0 && ctx.attackerArm !== ARM.shoot) {
      const bar = this.game.gunfire.fightBar(f, t);
      if (bar !== SHOT_BAR.none)
        this.game.log.line(`  ${f.name} will not shoot ${t.name}: ${SHOT_BAR_WORDS[bar]}.`);
    }
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
    if (this.game.clubs !== null) this.game.clubs.afterFight(f, t, r);
    if (this.game.indians !== null && r.hitsResolved > 0)
      this.game.indians.struck(f, t, statusBefore === STATUS.standing);
    this.game.emotions.onAttacked(t.index, f.index, this.game.log);
    this.game.out.hits += r.struck;
    // Blows that took effect (a knock, a wound, a graze, death), whether or not the wound chart was read.
    this.game.out.fightHits += r.hitsResolved - r.noEffect;
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
    // A man put out of the fight leaves every fight he was in (ShootoutGame.wentDown); one knocked down stays
    // in them, "left at the mercy of the others" (register entry outnumbered-mercy).
    this.game.reactions.afterHits(f, t, r.struck, 0, false, fleshBefore, seriousBefore, statusBefore);
    if (escaped === ESCAPE.attacker) this.escapeFrom(f, t);
    else if (escaped === ESCAPE.defender) this.escapeFrom(t, f);
    this.game.reactions.takeDueTests();
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
   * dice (Citizens must move the full distance thrown)": a Move away from `from` and every other man in
   * close combat with him, round whatever is in the way, after which he turns to face `from`, the man whose
   * fight he broke off, rather than show him his back. He leaves every fight he was in: the move takes him
   * out of contact with them all. Away from several is the heading that leaves the nearest of them furthest
   * off ({@link awayFromAll}; register entry escape-move): from one, straight away from him.
   */
  private escapeFrom(f: Gunfighter, from: Gunfighter): void {
    this.game.out.escapes++;
    const figures = this.game.figures;
    const c = this.contacts;
    const xs = this.leftX;
    const ys = this.leftY;
    let n = 0;
    for (let k = 0; k < c.count(f.index); k++) {
      const o = figures[c.opponent(f.index, k)]!;
      xs[n] = o.x;
      ys[n++] = o.y;
    }
    if (n === 0) {
      xs[0] = from.x;
      ys[0] = from.y;
      n = 1;
    }
    if (this.game.log)
      this.game.log.line(
        `  ${f.name} escapes from the fight with ${c.count(f.index) > 0 ? this.opponentNames(f) : from.name}.`,
      );
    c.leaveAll(f.index);
    // Straight away from the man whose fight he escapes is where the search starts, and what it keeps when
    // nothing does better; on the same spot there is no "away", and he starts the way his back faces.
    const start =
      distance(f.x - from.x, f.y - from.y) < 1e-6 ? f.facing + 180 : bearing(from.x, from.y, f.x, f.y);
    const rad = (awayFromAll(f.x, f.y, xs, ys, n, start) * Math.PI) / 180;
    const table = this.game.table;
    const tx = Math.min(table.width - 0.5, Math.max(0.5, f.x + Math.cos(rad) * ESCAPE_REACH));
    const ty = Math.min(table.depth - 0.5, Math.max(0.5, f.y + Math.sin(rad) * ESCAPE_REACH));
    table.routeToward(f.x, f.y, tx, ty, this.game.way);
    this.game.moves.move(f, this.game.way.x, this.game.way.y, 0);
    this.game.face(f, from.x, from.y);
  }

  /**
   * On his turn, a figure whose opponent is outnumbered may leave the fight (000 ESCAPING FROM COMBAT: "If
   * his opponent is outnumbered"), as his policy chooses: the escape is his turn's action, and held cards
   * may interrupt it as they would a Move. In contact with several, every one he would leave must be
   * outnumbered (register entry escape-outnumbered). True when he chose it.
   */
  escapeOutnumbered(f: Gunfighter): boolean {
    const n = this.contacts.count(f.index);
    if (n === 0) return false;
    for (let k = 0; k < n; k++) if (!this.outnumbered(this.contacts.opponent(f.index, k))) return false;
    const o = this.contacts.opponent(f.index, 0);
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
   * Whether `f` is held in a fight (`shootout.heldInFight=held`: "Characters can leave combat ... in two
   * circumstances", 000 ESCAPING FROM COMBAT): in contact with any enemy at all. Under `free` nobody is.
   */
  held(f: Gunfighter): boolean {
    return this.game.rules.readings.heldInFight === 'held' && this.contacts.count(f.index) > 0;
  }

  /** Whether `f` is in close combat with anyone (bases touching, neither out of the fight). */
  inFight(f: Gunfighter): boolean {
    return this.contacts.count(f.index) > 0;
  }

  /** Whether figures i and j are in close combat with each other. */
  inContact(i: number, j: number): boolean {
    return this.contacts.has(i, j);
  }

  /** How many enemies are in close combat with `f`. */
  opponentCount(f: Gunfighter): number {
    return this.contacts.count(f.index);
  }

  /** The k-th (from 0, in figure order) enemy in close combat with `f`, or -1. */
  opponent(f: Gunfighter, k: number): number {
    return this.contacts.opponent(f.index, k);
  }

  /**
   * Every man in the fight `f` is in, he first, written to `out`; returns how many (see
   * CombatContacts.fightOf).
   */
  fightOf(f: Gunfighter, out: Int32Array): number {
    return this.contacts.fightOf(f.index, out);
  }

  /**
   * Whether figure j is outnumbered in his fight, by `shootout.outnumbered`: two or more enemies in close
   * combat with him, or more of them than his own side's men in the fight (he and each friend engaged with
   * one of those enemies).
   */
  private outnumbered(j: number): boolean {
    const c = this.contacts;
    const enemies = c.count(j);
    if (this.game.rules.readings.outnumbered === 'two-on-one') return enemies >= 2;
    const t = this.game.figures[j]!;
    let friends = 1;
    for (const u of this.game.figures) {
      if (u === t || u.side !== t.side || c.count(u.index) === 0) continue;
      for (let k = 0; k < enemies; k++)
        if (c.has(c.opponent(j, k), u.index)) {
          friends++;
          break;
        }
    }
    return enemies > friends;
  }

  /** `f` leaves every fight he is in: he moved away, or is out of the fight. */
  leaveFights(f: Gunfighter): void {
    this.contacts.leaveAll(f.index);
  }

  /** After `f` shifted where he stands (a Reposition): he leaves the fights whose men he no longer touches. */
  keepTouching(f: Gunfighter): void {
    const c = this.contacts;
    for (let k = c.count(f.index) - 1; k >= 0; k--) {
      const o = this.game.figures[c.opponent(f.index, k)]!;
      if (distance(o.x - f.x, o.y - f.y) > CONTACT_INCHES) c.part(f.index, o.index);
    }
  }

  /** The names of the men in close combat with `f` ("al and cy"), for the story only. */
  private opponentNames(f: Gunfighter): string {
    const names: string[] = [];
    for (let k = 0; k < this.contacts.count(f.index); k++)
      names.push(this.game.figures[this.contacts.opponent(f.index, k)]!.name);
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  }
}
