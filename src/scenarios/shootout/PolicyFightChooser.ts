import { ESCAPE_MOMENT, type EscapeMoment } from '../../policies/shootout/ShootoutPolicy.ts';
import { DEFAULT_FIGHT_CHOOSER } from '../../rules/rwnn/fight/defaultFightChooser.ts';
import type { FightChooser, FightView } from '../../rules/rwnn/fight/FightChooser.ts';
import type { BatchView, RerollReason, ShotChooser } from '../../rules/rwnn/shot/ShotChooser.ts';

/**
 * Where a {@link PolicyFightChooser} takes its escape question: the game asks the figure's policy through
 * his side's view.
 */
export interface EscapeAsker {
  escapeWanted(figure: number, opponent: number, moment: EscapeMoment): boolean;
}

/**
 * A shootout figure's choices in close combat: whether to escape on more 6s goes to his policy (000
 * ESCAPING FROM COMBAT: "chooses to escape rather than applying the result"), and so do the re-roll skills'
 * choices on his fighting dice (his policy is a ShotChooser); an Expert Fighter's shift of the damage roll
 * stays the default chooser's. One per figure, made with the game; the game sets
 * {@link opponent} before each attack, so nothing is allocated per fight.
 *
 * @example chooser.opponent = t.index; resolver.attack(f, t, ctx, dice, chooser, theirs);
 */
export class PolicyFightChooser implements FightChooser {
  /** The figure he fights in the attack being resolved. */
  opponent = -1;

  constructor(
    private readonly asker: EscapeAsker,
    private readonly figure: number,
    private readonly shots: ShotChooser,
  ) {}

  rerollOne(view: BatchView, asOwner: boolean, reason: RerollReason): number {
    return this.shots.rerollOne(view, asOwner, reason);
  }

  rerollAll(view: BatchView, asOwner: boolean): boolean {
    return this.shots.rerollAll(view, asOwner);
  }

  shiftLocation(view: BatchView): number {
    return this.shots.shiftLocation(view);
  }

  escape(view: FightView, asAttacker: boolean): boolean {
    void view;
    return this.asker.escapeWanted(
      this.figure,
      this.opponent,
      asAttacker ? ESCAPE_MOMENT.attacking : ESCAPE_MOMENT.defending,
    );
  }

  shiftEffect(view: FightView, asAttacker: boolean): number {
    return DEFAULT_FIGHT_CHOOSER.shiftEffect(view, asAttacker);
  }
}
