import type { ReadingOption } from '../../../odds/OddsMechanic.ts';
import { choiceValue } from '../../../odds/paramValue.ts';

/**
 * Who may shoot a knocked-out enemy at point blank range, "which automatically kills" (000 FIGHTING:
 * "Neither course of action is regarded as gentlemanly, and should not be permitted except to evil
 * characters or perhaps where the victim is hated"): `never`, nobody; `evil`, Evil men; `evil-or-hated`,
 * Evil men and any man who hates his victim. Register entry point-blank-kill.
 *
 * @example const k: PointBlankKillReading = 'evil';
 */
export type PointBlankKillReading = 'never' | 'evil' | 'evil-or-hated';

/**
 * Whether figures club their guns in a fight (000 FIGHTING: "Attackers and defenders must announce that they
 * are clubbing their weapon before the attacker rolls his movement dice, neither can fire on their next
 * turn"): `never`, a gun is shot or left be; `unloaded`, a man whose pistol or rifle cannot be fired
 * clubs it rather than fight with his fists (ClubbedGuns.choose). Register entry clubbed-guns.
 *
 * @example const c: ClubbingReading = 'unloaded';
 */
export type ClubbingReading = 'never' | 'unloaded';

const KILL: readonly PointBlankKillReading[] = ['never', 'evil', 'evil-or-hated'];
const CLUB: readonly ClubbingReading[] = ['never', 'unloaded'];

/** The close-combat extras a shootout plays, resolved once per cell. @example meleeRulesFrom({}).clubbing === 'never' */
export interface MeleeRules {
  readonly pointBlankKill: PointBlankKillReading;
  readonly clubbing: ClubbingReading;
}

/**
 * The close-combat extras' options of a shootout: they change a game only where a man stands over a
 * knocked-out enemy, or fights with a gun he cannot fire.
 *
 * @example MELEE_SHOOTOUT_OPTIONS[0].key === 'melee.pointBlankKill'
 */
export const MELEE_SHOOTOUT_OPTIONS: readonly ReadingOption[] = [
  {
    key: 'melee.pointBlankKill',
    values: KILL,
    default: 'never',
    describe:
      'who shoots a knocked-out enemy in contact at point blank range, killing him: nobody, Evil men, or Evil men and those who hate him',
    entry: 'point-blank-kill.md',
  },
  {
    key: 'melee.clubbing',
    values: CLUB,
    default: 'never',
    describe:
      'a pistol or rifle that cannot be fired is clubbed in a fight rather than fists (and the clubber fires not on his next turn): never, or when it is not ready',
    entry: 'clubbed-guns.md',
  },
];

/** The close-combat extras a cell's options select (defaults for those not given). */
export function meleeRulesFrom(o: Readonly<Record<string, string>>): MeleeRules {
  return {
    pointBlankKill: choiceValue(o, 'melee.pointBlankKill', KILL, 'never'),
    clubbing: choiceValue(o, 'melee.clubbing', CLUB, 'never'),
  };
}
