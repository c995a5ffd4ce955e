import { ESCAPE_MOMENT, type EscapeMoment } from '../../policies/shootout/ShootoutPolicy.ts';
import { DEFAULT_FIGHT_CHOOSER } from '../../rules/rwnn/fight/defaultFightChooser.ts';
import type { FightChooser, FightView } from '../../rules/rwnn/fight/FightChooser.ts';

/**
 * Where a {@link PolicyFightChooser} takes its escape question: the game asks the figure's policy through
 * his side's view.
 */
export interface EscapeAsker {
  escapeWanted(figure: number, opponent: number, moment: EscapeMoment): boolean;
}

/**
 * A shootout figure's choices in close combat: whether to escape on more 6s goes to his policy (000
 * ESCAPING FROM COMBAT: "chooses to escape rather than applying the result"); an Expert Fighter's shift of
 * the damage roll stays the default chooser's. One per figure, made with the game; the game sets
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
  ) {}

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
