import { respondTo, type RiderComing } from '../../../policies/shootout/riderResponse.ts';
import { DEFAULT_FIGHT_CHOOSER } from '../../../rules/rwnn/fight/defaultFightChooser.ts';
import { ARM, newFightContext, type FightContext } from '../../../rules/rwnn/fight/FightContext.ts';
import { FightResolver } from '../../../rules/rwnn/fight/FightResolver.ts';
import { fightRules } from '../../../rules/rwnn/fight/FightRules.ts';
import { fightReadingsFrom } from '../../../rules/rwnn/fight/fightReadingOptions.ts';
import { Figure } from '../../../rules/rwnn/figure/Figure.ts';
import { newFootOutcome } from '../../../rules/rwnn/horse/footResponseOutcome.ts';
import { mayRespond, type ManOnFoot } from '../../../rules/rwnn/horse/footResponses.ts';
import { setHorseFightSides } from '../../../rules/rwnn/horse/horseFightSides.ts';
import type { HorseReadings } from '../../../rules/rwnn/horse/HorseReadings.ts';
import { RIDERLESS, type HorseState } from '../../../rules/rwnn/horse/HorseState.ts';
import type { BoltStopCircumstance } from '../../../rules/rwnn/horse/stopBoltingHorse.ts';
import type { Stable } from '../../../rules/rwnn/horse/Stable.ts';
import { DOWN } from '../../../rules/rwnn/nerve/NerveState.ts';
import type { FootResponseId } from '../../../rules/rwnn/tables/attackedOnFoot.ts';
import { STATUS } from '../../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { HorsebackMeeting } from './HorsebackMeeting.ts';
import type { PathReadings } from './PathReadings.ts';

/**
 * A man on foot "automatically trampled" by a horse he came into contact with (000 FIGHTING FROM HORSEBACK
 * & TRAMPLING: "Any character on foot who otherwise comes into contact with a moving horse, friend or foe,
 * is automatically trampled"): a friend in his own rider's path, or anyone in a riderless bolting horse's.
 * Under `horses.autoTrample=round` (register entry automatic-trample) the trample is a round of combat as
 * every trample is ("An entirely conventional combat or trample is fought", ATTACKING CHARACTERS ON FOOT 3):
 * the horse attacks on the Fist row (the chart prints no TRAMPLE row: the stampede's reading) with
 * "Horses trampling their opponent +1 Per movement dice rolled", the man answers with his response (dive,
 * dodge, stand; a heroic leap only into a riderless saddle) and its dice, and is knocked down and winded
 * as `horses.trampledDown` reads; standing unhit against a bolting horse he throws to stop it, leaping
 * into its saddle he has a mount. Under `winded` there is no round: he is knocked down and winded.
 *
 * @example trample.run(h, hi, t, 2)
 */
export class HorseTrample {
  private readonly resolver: FightResolver;
  /** The horse as a fighter: a plain figure of no class modifier that is never hurt. */
  private readonly beast: Figure;
  private readonly ctx: FightContext = newFightContext();
  private readonly outcome = newFootOutcome();
  private readonly coming: { -readonly [K in keyof RiderComing]: RiderComing[K] } = {
    rider: 'inept',
    dice: 0,
    kind: 'trample',
    bolting: false,
    attack: 0,
    defend: 0,
  };
  private readonly man: { -readonly [K in keyof ManOnFoot]: ManOnFoot[K] } = {
    cls: 'gunman',
    yellow: false,
    rider: 'inept',
    loadedAndFacing: false,
  };
  private riderless = false;

  constructor(
    private readonly game: ShootoutContext,
    private readonly stable: Stable,
    private readonly readings: HorseReadings,
    readonly path: PathReadings,
    /** The meeting's own steps: out of the way, the throw to stop a bolting horse. */
    private readonly meeting: HorsebackMeeting,
    /** Puts a man on the ground: knocked down and winded until the next Joker. */
    private readonly down: (f: Gunfighter, why: string) => void,
  ) {
    const rules = game.rules;
    this.resolver = new FightResolver(
      fightRules(rules.duel.shot, fightReadingsFrom(rules.rwnn.preset, rules.options)),
    );
    this.beast = new Figure({ name: 'the horse', cls: 'gunman', weapons: ['pistol'] }, rules.duel.figure);
    this.ctx.attackerArm = ARM.fist;
  }

  /**
   * Horse `hi` (`h`), moving on a throw of `dice`, tramples `t`, who came into contact with it; `how` he came
   * to throw to stop it if it bolts: a man who moved into contact to stop it stands to it when he may.
   */
  run(
    h: HorseState,
    hi: number,
    t: Gunfighter,
    dice: number,
    how: BoltStopCircumstance = 'stood-and-fought',
  ): void {
    const game = this.game;
    const log = game.log;
    if (this.path.autoTrample === 'winded') {
      this.down(t, 'is trampled');
      return;
    }
    const man = this.man;
    man.cls = t.cls;
    man.yellow = t.skills.yellow > 0;
    man.rider = t.riderClass ?? 'inept';
    this.riderless = h.rider === RIDERLESS;
    const c = this.coming;
    c.dice = dice;
    c.bolting = h.control.bolting;
    let response = respondTo(
      t.tactics.name,
      // The odds weigh a rider's blows; a horse alone is met as his tactic meets it.
      t.tactics.respond === 'odds' ? 'tactic' : (t.tactics.respond ?? 'tactic'),
      c,
      (r) => this.allowed(r),
      this.readings.trampledDown,
    );
    // He came to grab it: he stands to it, if his class lets him.
    if (how === 'moves-into-contact' && this.allowed('stand-and-fight')) response = 'stand-and-fight';
    const ctx = this.ctx;
    setHorseFightSides(
      { rider: 'inept', movementDice: dice, kind: 'trample', lance: false, response },
      ctx.attackerHorse,
      ctx.defenderHorse,
    );
    // No rider strikes: only the horse's own line, "trampling ... +1 Per movement dice rolled".
    ctx.attackerHorse.mounted = false;
    ctx.attackerHorse.goodHorseman = false;
    if (log) log.line(`  The horse tramples ${t.name} (${dice} dice); ${t.name} tries to ${response}.`);
    const before = t.wounds.status;
    this.beast.reset();
    const res = this.resolver.attack(
      this.beast,
      t,
      ctx,
      game.dice!,
      DEFAULT_FIGHT_CHOOSER,
      DEFAULT_FIGHT_CHOOSER,
      log,
    );
    if (t.wounds.status === STATUS.dead && before !== STATUS.dead) game.wentDown(t, -1, DOWN.killed);
    else if (t.wounds.status === STATUS.knockedOut && before < STATUS.knockedOut)
      game.wentDown(t, -1, DOWN.knockedOut);
    if (t.isOut()) return;
    const o = this.meeting.responseOutcome(response, true, res, h, this.outcome);
    if (o.inSaddle) {
      this.stable.leapOnto(t.index, hi, t.riderClass ?? 'good');
      game.relocate(t, h.x, h.y);
      if (log) log.line(`  ${t.name} leaps into the bolting horse's saddle!`);
      return;
    }
    if (o.mayStopBolt) this.meeting.stopBolt(h, t, how);
    if (o.knockedDownWinded && t.wounds.status === STATUS.standing) this.down(t, 'is trampled');
    if (o.movesAway) this.meeting.outOfTheWay(t, h, o);
  }

  /** What the man may do against this horse: his class's responses, a leap only into an empty saddle. */
  private allowed(r: FootResponseId): boolean {
    return mayRespond(this.man, r) && (r !== 'heroic-leap' || this.riderless);
  }
}
