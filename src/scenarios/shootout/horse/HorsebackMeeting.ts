import { bearing } from '../../../geometry/bearing.ts';
import { respondTo, type RiderComing } from '../../../policies/shootout/riderResponse.ts';
import type { FightContext } from '../../../rules/rwnn/fight/FightContext.ts';
import type { FightResult } from '../../../rules/rwnn/fight/FightResult.ts';
import { clearFightHorseSide, type FightHorseSide } from '../../../rules/rwnn/fight/FightHorse.ts';
import {
  fightCallsForControl,
  footResponseOutcome,
  newFootOutcome,
  outOfTheWayInches,
  type FootOutcome,
  type FootRound,
} from '../../../rules/rwnn/horse/footResponseOutcome.ts';
import { mayFireHastyShot, mayRespond, type ManOnFoot } from '../../../rules/rwnn/horse/footResponses.ts';
import { setHorseFightSides, type HorsebackAttackKind } from '../../../rules/rwnn/horse/horseFightSides.ts';
import type { HorseReadings } from '../../../rules/rwnn/horse/HorseReadings.ts';
import type { HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import { lossOfControl, ridesAs } from '../../../rules/rwnn/horse/lossOfControl.ts';
import type { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { stopBoltingHorse, type BoltStopCircumstance } from '../../../rules/rwnn/horse/stopBoltingHorse.ts';
import type { FootResponseId } from '../../../rules/rwnn/tables/attackedOnFoot.ts';
import type { RiderClass } from '../../../rules/rwnn/tables/RiderClass.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import { CONTACT_INCHES } from '../CloseCombat.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import { newMoveResult } from '../table/MoveResult.ts';

const RAD = Math.PI / 180;

/** What the meeting did to the rider, for his horse's bookkeeping. */
export const MET = { rides: 0, thrown: 1, leapt: 2 } as const;
export type MetCode = (typeof MET)[keyof typeof MET];

/**
 * A rider meeting a man on foot in his path (000 FIGHTING FROM HORSEBACK AND TRAMPLING; ATTACKING
 * CHARACTERS ON FOOT): the man's hasty shot if he is loaded and facing, his response (his tactic's
 * choice among those his class allows), then one round through the fight resolver with the fighting
 * chart's horse lines (halt alongside on a one-die throw, else a trample or a passing blow), and what
 * the response leaves: knocked down and winded, out of the way a die's inches, up in the saddle by a
 * heroic leap; and the rider's throw for control the fight calls for. Also writes the horse lines of any
 * other fight a rider is in (a man on foot charging him). Allocates nothing per meeting.
 *
 * @example meeting.meet(f, h, t, 2, true)
 */
export class HorsebackMeeting {
  private riderFig = -1;
  private footFig = -1;
  private exchange: {
    rider: RiderClass;
    movementDice: number;
    kind: HorsebackAttackKind;
    lance: boolean;
    response: FootResponseId;
  } = { rider: 'inept', movementDice: 0, kind: 'halt', lance: false, response: 'stand-and-fight' };
  /** The meeting as `respond` weighs it (the men's own dice filled only for `respond=odds`). */
  private readonly coming: { -readonly [K in keyof RiderComing]: RiderComing[K] } = {
    rider: 'inept',
    dice: 0,
    kind: 'halt',
    bolting: false,
    attack: 0,
    defend: 0,
  };
  /** The fight's dice are asked without the horse lines (see {@link ownDice}). */
  private bare = false;
  private readonly outcome = newFootOutcome();
  private readonly round: { -readonly [K in keyof FootRound]: FootRound[K] } = {
    trample: false,
    attackerSixes: 0,
    defenderSixes: 0,
    hit: false,
    horseBolting: false,
  };
  private readonly move = newMoveResult();
  private readonly man: { -readonly [K in keyof ManOnFoot]: ManOnFoot[K] } = {
    cls: 'gunman',
    yellow: false,
    rider: 'inept',
    loadedAndFacing: false,
  };

  constructor(
    private readonly game: ShootoutContext,
    private readonly stable: Stable,
    private readonly readings: HorseReadings,
    /** Puts a thrown rider on the ground: knocked down and winded until the next Joker. */
    private readonly unseat: (f: Gunfighter, why: string) => void,
    /** Marks that a rider threw for control this turn (he may not fire). */
    private readonly threwForControl: (f: Gunfighter) => void,
  ) {}

  /**
   * Rider `f` on horse `h` meets `t` on a throw of `dice`; `trample` when his tactic rides men down
   * rather than striking in passing. Returns what became of the rider.
   */
  meet(f: Gunfighter, h: HorseState, t: Gunfighter, dice: number, trample: boolean): MetCode {
    const game = this.game;
    const log = game.log;
    const man = this.man;
    man.cls = t.cls;
    man.yellow = t.skills.yellow > 0;
    man.rider = t.riderClass ?? 'inept';
    man.loadedAndFacing = t.readyGun() >= 0 && game.inArc(t, f);
    if (mayFireHastyShot(man) && game.mayFireAt(t, f)) {
      if (log) log.line(`  ${t.name} gets off a hasty shot at ${f.name} bearing down on him.`);
      game.gunfire.fire(t, f, false, false);
      if (this.stable.horseOf(f.index) < 0 || f.wounds.status !== STATUS.standing) return MET.thrown;
    }
    // The shot may have set off a fast draw (a gun heard cocking) that left either man down.
    if (t.isOut() || t.wounds.status !== STATUS.standing) return MET.rides;
    const kind: HorsebackAttackKind = dice <= 1 ? 'halt' : trample ? 'trample' : 'passing-blow';
    if (kind === 'halt') {
      // "halt alongside": the horse stands at the man's base.
      const back = bearing(t.x, t.y, h.x, h.y);
      h.x = t.x + CONTACT_INCHES * 0.9 * Math.cos(back * RAD);
      h.y = t.y + CONTACT_INCHES * 0.9 * Math.sin(back * RAD);
      h.dice = 0;
      game.relocate(f, h.x, h.y);
    }
    const respond = t.tactics.respond ?? 'tactic';
    const coming = this.coming;
    coming.rider = ridesAs(h.riderClass, h.control.bolting);
    coming.dice = dice;
    coming.kind = kind;
    coming.bolting = h.control.bolting;
    if (respond === 'odds') this.ownDice(f, t);
    const response = respondTo(
      t.tactics.name,
      respond,
      coming,
      (r) => mayRespond(man, r),
      this.readings.trampledDown,
    );
    const x = this.exchange;
    x.rider = coming.rider;
    x.movementDice = dice;
    x.kind = kind;
    x.response = response;
    if (log)
      log.line(`  ${f.name} meets ${t.name} on ${dice} dice: ${kind}; ${t.name} tries to ${response}.`);
    this.riderFig = f.index;
    this.footFig = t.index;
    game.combat.attack(f, t, 0);
    this.riderFig = -1;
    this.footFig = -1;
    const res = game.combat.lastFight();
    const o = this.responseOutcome(response, kind === 'trample', res, h, this.outcome);
    if (o.mayStopBolt) this.stopBolt(h, t, 'stood-and-fought');
    if (o.knockedDownWinded && t.wounds.status === STATUS.standing) this.unseat(t, 'is bowled over');
    if (o.movesAway) this.outOfTheWay(t, h, o);
    if (o.inSaddle) {
      const hi = this.stable.horses.indexOf(h);
      this.stable.leapOnto(t.index, hi, t.riderClass ?? 'good');
      game.relocate(t, h.x, h.y);
      if (log) log.line(`  ${t.name} leaps into ${f.name}'s saddle!`);
      this.unseat(f, 'is thrown by the leap');
      return MET.leapt;
    }
    if (fightCallsForControl(this.readings, false, res.attackerControlThrow)) {
      this.threwForControl(f);
      const c = lossOfControl(ridesAs(h.riderClass, h.control.bolting), this.readings, game.dice!, h.control);
      if (log)
        log.line(`  ${f.name} throws for control: ${c.lost ? `lost, the horse ${c.reaction}` : 'kept'}.`);
      if (c.thrown) {
        this.stable.dismount(f.index);
        this.unseat(f, 'is thrown');
        return MET.thrown;
      }
    }
    return MET.rides;
  }

  /**
   * The two men's own fighting dice before the horse lines, as the fight would count them where they stand
   * (none where one cannot fight): what `respond=odds` weighs. Draws no die.
   */
  private ownDice(f: Gunfighter, t: Gunfighter): void {
    this.bare = true;
    const a = this.game.combat.attackDice(f, t);
    const d = this.game.combat.defendDice(f, t);
    this.bare = false;
    this.coming.attack = a === a ? a : 0;
    this.coming.defend = d === d ? d : 0;
  }

  /** What `response` made of the round `res` against horse `h` (a `trample` or not), into `out`. */
  responseOutcome(
    response: FootResponseId,
    trample: boolean,
    res: FightResult,
    h: HorseState,
    out: FootOutcome,
  ): FootOutcome {
    const r = this.round;
    r.trample = trample;
    r.attackerSixes = res.attackSixes;
    r.defenderSixes = res.defendSixes;
    r.hit = res.netHits > 0;
    r.horseBolting = h.control.bolting;
    return footResponseOutcome(response, r, this.readings, out);
  }

  /**
   * `t`, standing unhit against bolting horse `h` (or moving into contact with it, `how`), throws to bring it
   * under control (000 ATTACKING CHARACTERS ON FOOT 3; LOSS OF CONTROL; {@link stopBoltingHorse} with his own
   * class of rider, Inept when he has none, as the responses read him). Stopped, the horse stands and its
   * rider, if any, has it in hand again.
   */
  stopBolt(h: HorseState, t: Gunfighter, how: BoltStopCircumstance): void {
    const stopped = stopBoltingHorse(t.riderClass ?? 'inept', how, this.readings, this.game.dice!);
    if (this.game.log)
      this.game.log.line(
        `  ${t.name} grabs at the bolting horse: ${stopped ? 'he brings it under control' : 'it runs on'}.`,
      );
    if (!stopped) return;
    const c = h.control;
    c.bolting = false;
    c.lost = false;
    c.reaction = null;
    h.dice = 0;
  }

  /** A dive or dodge (`o.movesAway`): "a dice worth of inches", at right angles to the horse's course. */
  outOfTheWay(t: Gunfighter, h: HorseState, o: FootOutcome): void {
    const game = this.game;
    const inches = outOfTheWayInches(o, game.dice!);
    const side = bearing(h.x, h.y, t.x, t.y) - h.facing;
    const away = h.facing + (((side % 360) + 360) % 360 < 180 ? 90 : -90);
    const m = game.table.moveToward(
      t.x,
      t.y,
      t.x + inches * Math.cos(away * RAD),
      t.y + inches * Math.sin(away * RAD),
      inches,
      this.move,
    );
    game.relocate(t, m.x, m.y);
    if (game.log) game.log.line(`  ${t.name} gets ${m.inches.toFixed(1)}" out of the way.`);
  }

  /** The fighting chart's horse lines of `f` attacking `t` (see MountedDesk.fightSides). */
  fightSides(f: Gunfighter, t: Gunfighter, ctx: FightContext): void {
    if (this.bare) {
      clearFightHorseSide(ctx.attackerHorse);
      clearFightHorseSide(ctx.defenderHorse);
      return;
    }
    if (f.index === this.riderFig && t.index === this.footFig) {
      setHorseFightSides(this.exchange, ctx.attackerHorse, ctx.defenderHorse);
      return;
    }
    this.side(f, ctx.attackerHorse);
    this.side(t, ctx.defenderHorse);
  }

  /** A fighter in the saddle fights "Mounted", a good horseman with his horse's dice; one on foot, plainly. */
  private side(f: Gunfighter, s: FightHorseSide): void {
    clearFightHorseSide(s);
    const i = this.stable.horseOf(f.index);
    if (i < 0) return;
    const h = this.stable.horses[i]!;
    s.mounted = true;
    s.goodHorseman = h.riderClass === 'good' || h.riderClass === 'expert';
    s.movementDice = h.dice;
  }
}
