import { fightReadingsFrom } from '../../../rules/rwnn/fight/fightReadingOptions.ts';
import type { FightReadings } from '../../../rules/rwnn/fight/FightReadings.ts';
import { DOWN } from '../../../rules/rwnn/nerve/NerveState.ts';
import { LOCATION, STATUS } from '../../../rules/rwnn/WoundState.ts';
import type { Gunfighter } from '../Gunfighter.ts';
import type { ShootoutContext } from '../ShootoutContext.ts';
import type { LanceWound } from './indianReadingOptions.ts';

/** The location words of a terrible wound's serious wound, by location index. */
const TERRIBLE_WORDS = [
  'severs the head: dead',
  'runs through the body: dead',
  'severs the arm',
  'severs the arm',
  'runs through the body: dead',
  'severs the leg',
] as const;

/**
 * The thrown lance's wound: "A thrown lance will always cause a terrible wound instead of a serious wound"
 * (000 THROWN WEAPONS; register entry thrown-lance-wound). Under `thrown.lanceWound=terrible-on-serious`
 * (reading A) each serious wound the lance's hit leaves is read as the fighting chart's Terrible Wound (000
 * FIGHTING): to the head it severs it, to the chest or belly it runs through the body, both dead; to an arm
 * or the legs it severs the limb, which `fight.severedLimb` reads (a serious wound, knocked out, or dead).
 * Under `shot` (reading C) the lance wounds as any thrown weapon. {@link before} is called before the hit,
 * {@link after} once it is resolved; nothing is allocated per throw.
 *
 * @example lances.before(t); game.gunfire.takeHits(f, t, 1, false); lances.after(f, t);
 */
export class LanceWounds {
  private readonly serious = new Uint8Array(6);
  private readonly readings: FightReadings;

  constructor(
    private readonly game: ShootoutContext,
    private readonly reading: LanceWound,
  ) {
    this.readings = fightReadingsFrom(game.rules.rwnn.preset, game.rules.options);
  }

  /** Notes the serious wounds `t` carries before the lance's hit. */
  before(t: Gunfighter): void {
    this.serious.set(t.wounds.serious);
  }

  /** Makes each serious wound the lance gave `t` a terrible one (reading A); nothing under `shot`. */
  after(f: Gunfighter, t: Gunfighter): void {
    if (this.reading === 'shot') return;
    const w = t.wounds;
    for (let at = 0; at < 6; at++) {
      if (w.serious[at]! <= this.serious[at]! || w.status === STATUS.dead) continue;
      const limb = at !== LOCATION.head && at !== LOCATION.chest && at !== LOCATION.belly;
      if (limb) w.severed[at] = 1;
      const fate = limb ? this.readings.severedLimb : 'dead';
      if (this.game.log)
        this.game.log.line(
          `  The lance's wound is terrible: it ${TERRIBLE_WORDS[at]}${limb && fate !== 'serious-wound' ? (fate === 'dead' ? ': dead' : ': knocked out') : ''}.`,
        );
      if (fate === 'dead') {
        w.worsen(STATUS.dead);
        this.game.wentDown(t, f.index, DOWN.killed);
      } else if (fate === 'knocked-out' && w.status < STATUS.knockedOut) {
        w.worsen(STATUS.knockedOut);
        this.game.wentDown(t, f.index, DOWN.knockedOut);
      }
    }
  }
}
