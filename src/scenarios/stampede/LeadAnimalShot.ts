import type { Dice } from '../../dice/Dice.ts';
import { Figure } from '../../rules/rwnn/figure/Figure.ts';
import type { FigureRules } from '../../rules/rwnn/figure/FigureRules.ts';
import { newShotContext, FIRE, GUNS, type ShotContext } from '../../rules/rwnn/shot/ShotContext.ts';
import type { ShotLog } from '../../rules/rwnn/shot/ShotLog.ts';
import { ShotResolver, TURN } from '../../rules/rwnn/shot/ShotResolver.ts';
import type { ShotRules } from '../../rules/rwnn/shot/ShotRules.ts';
import { DEFAULT_SHOT_CHOOSER } from '../../rules/rwnn/shot/defaultShotChooser.ts';
import { STATUS } from '../../rules/rwnn/WoundState.ts';
import type { DieFace } from '../../rules/rwnn/tables/DieFace.ts';
import { HORSE_INJURY } from '../../rules/rwnn/tables/horseInjury.ts';

/**
 * How a hit on the lead animal is read: on the wound chart as for a man, knocked down, out or dead bringing
 * it down (`wound-chart`); or on 000's INJURY TO HORSES, its 6 "falls to the ground" (`horse-injury`).
 * Register entry stampede-lead-animal.
 */
export type LeadShotReading = 'wound-chart' | 'horse-injury';

/** What a man's card did about the lead animal: nothing fired, shots that left it running, or it went down. */
export const LEAD_SHOT = { none: 0, fired: 1, down: 2 } as const;
export type LeadShotCode = (typeof LEAD_SHOT)[keyof typeof LEAD_SHOT];

/**
 * "To try to stop the stampede, you must successfully SHOOT and KNOCK DOWN the lead animal" (000 "How to stop,
 * or turn a stampede"): a man's shot at the lead animal, deliberate, by the shooting rules of any shot (the
 * range chart and the hits, then each hit read as {@link LeadShotReading} says), the lead animal a plain
 * figure whose knocking down stops the herd. A man out of ammunition reloads and one
 * with a jammed gun fixes it instead, as in any gunfight. Built once per game; allocates nothing per shot.
 *
 * @example if (shot.fireAt(man, 9, dice) === LEAD_SHOT.down) herdStops();
 */
export class LeadAnimalShot {
  readonly lead: Figure;
  private readonly shots: ShotResolver;
  private readonly ctx: ShotContext = newShotContext();

  constructor(
    shot: ShotRules,
    figureRules: FigureRules,
    private readonly reading: LeadShotReading,
  ) {
    this.shots = new ShotResolver(shot);
    this.lead = new Figure({ name: 'the lead animal', cls: 'gunman', weapons: ['pistol'] }, figureRules);
  }

  /** One hit on INJURY TO HORSES: "Just throw a dice"; a 6, "falls to the ground", brings it down. */
  private injury(dice: Dice, log?: ShotLog): void {
    const r = HORSE_INJURY.results[dice.d6() as DieFace];
    if (r.outcome === 'falls') this.lead.wounds.worsen(STATUS.knockedDown);
    if (log) log.line(`  the lead animal is hit: ${r.printed}`);
  }

  /** Back on its feet for a new game. */
  reset(): void {
    this.lead.reset();
  }

  /**
   * `man` fires at the lead animal `range` inches off, or readies his gun; what came of it. `saddleDice` is
   * the penalty of a shot from the saddle (0 or less; 0 on foot).
   */
  fireAt(man: Figure, range: number, dice: Dice, log?: ShotLog, saddleDice = 0): LeadShotCode {
    const s = this.shots;
    const action = s.turnAction(man);
    const g = s.turnGun;
    if (action === TURN.reload) {
      s.reload(man, g, log);
      return LEAD_SHOT.none;
    }
    if (action === TURN.fixGun) {
      s.fixGun(man, g, null, dice, DEFAULT_SHOT_CHOOSER, null, log);
      return LEAD_SHOT.none;
    }
    if (action !== TURN.fire) return LEAD_SHOT.none;
    const ctx = this.ctx;
    ctx.range = range;
    ctx.mode = FIRE.deliberate;
    ctx.guns = g === 0 ? GUNS.right : GUNS.left;
    // The context's extra dice, as a shootout's shot from the saddle carries its penalty.
    ctx.emotionDice = saddleDice;
    const n = s.dice(man, this.lead, ctx, g);
    if (!(n > 0)) return LEAD_SHOT.none; // out of reach, or no dice left to him
    if (log)
      log.line(
        `  ${man.name} fires at the lead animal ${range.toFixed(1)}" off${saddleDice !== 0 ? ` from the saddle (${-saddleDice} ${saddleDice === -1 ? 'die' : 'dice'} fewer)` : ''}.`,
      );
    const hits = s.fire(man, this.lead, ctx, dice, DEFAULT_SHOT_CHOOSER, DEFAULT_SHOT_CHOOSER, log);
    if (this.reading === 'wound-chart')
      s.resolveHits(man, this.lead, hits, ctx, dice, DEFAULT_SHOT_CHOOSER, DEFAULT_SHOT_CHOOSER, log);
    else for (let k = 0; k < hits && this.lead.status === STATUS.standing; k++) this.injury(dice, log);
    return this.lead.status >= STATUS.knockedDown ? LEAD_SHOT.down : LEAD_SHOT.fired;
  }
}
