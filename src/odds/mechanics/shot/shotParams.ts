import { CHARACTER_CLASSES } from '../../../rules/rwnn/tables/CharacterClass.ts';
import type { ParamSpec } from '../../OddsMechanic.ts';

/** The rulesets a shot can be read under: the three RWNN editions, by their experiment-file ids. */
export const SHOT_RULESETS = ['rwnn-extended', 'rwnn-1996', 'rwnn-quickref'] as const;

/**
 * The guns whose shot the situation covers, by their names in an experiment file's `weapon` field: a single
 * pistol or rifle. Shotgun blasts, two pistols at once and a Le Mat's grapeshot follow other rules.
 */
export const SHOT_WEAPONS = ['pistol', 'rifle', 'repeating-rifle', 'carbine', 'breech-loader'] as const;

/** How the shot is fired (000 SHOOTING): deliberately, blazing away, or an aimed (deliberate) shot. */
export const SHOT_FIRE = ['deliberate', 'blaze', 'aimed'] as const;

/**
 * What stands between the target and the shot (000 COVER): nothing, a wall he fires over, a corner he fires
 * round, or brush that hides him (one die off, no part of him protected).
 */
export const SHOT_COVER = ['none', 'wall', 'corner', 'brush'] as const;

/** What the wall or corner is made of (000 COVER): substantial (adobe, crates) or wooden (a fence, a plank wall). */
export const SHOT_COVER_KINDS = ['substantial', 'wooden'] as const;

/** What the target behind cover was doing (000 COVER): firing from it, or not (then only his head shows). */
export const SHOT_POSTURES = ['firing', 'not-firing'] as const;

/** The shooter's skills the situation takes, each by its id in an experiment file's `skills` list. */
export const SHOOTER_SKILL_PARAMS = [
  'crack-shot',
  'deadeye',
  'quick-shot',
  'marksman',
  'clumsy',
  'agile',
] as const;

/** The target's skills the situation takes, each as `target-<skill id>`. */
export const TARGET_SKILL_PARAMS = [
  'tough',
  'hard-as-nails',
  'nerves-of-steel',
  'swift',
  'stealthy',
] as const;

/** A skill held once or twice (a starred skill taken twice doubles its effect: 000 SKILLS). */
function skillLevel(name: string, skill: string, what: string): ParamSpec {
  return {
    name,
    kind: 'int',
    min: 0,
    max: 2,
    default: 0,
    describe: `${skill}: ${what} (0, 1, or 2 for the double skill)`,
  };
}

/** A skill that is held or not. */
function skillFlag(name: string, what: string): ParamSpec {
  return { name, kind: 'flag', describe: what };
}

/**
 * The flags of `odds shot`: the situation of one shot, named as an experiment file names a figure's fields
 * (`class`, `weapon`, the skills by id; the target's with `target-`), the ruleset as an experiment names it.
 */
export const SHOT_PARAMS: readonly ParamSpec[] = [
  {
    name: 'ruleset',
    kind: 'choice',
    choices: SHOT_RULESETS,
    default: 'rwnn-extended',
    describe: 'the edition: its range chart, modifiers, blazing-away rule and wound chart',
  },
  { name: 'weapon', kind: 'choice', choices: SHOT_WEAPONS, default: 'pistol', describe: "the shooter's gun" },
  { name: 'range', kind: 'int', min: 0, max: 100, default: 6, describe: 'inches from shooter to target' },
  {
    name: 'class',
    kind: 'choice',
    choices: CHARACTER_CLASSES,
    default: 'gunman',
    describe: "the shooter's class",
  },
  {
    name: 'fire',
    kind: 'choice',
    choices: SHOT_FIRE,
    default: 'deliberate',
    describe: 'deliberate fire, blazing away, or an aimed shot (deliberate, after an Aim action)',
  },
  skillFlag('moved', 'the shooter moved before firing (Move & Fire)'),
  skillFlag('head-wound', 'the shooter carries a head wound'),
  skillFlag('arm-wound', 'the shooter carries a flesh wound on his firing arm'),
  {
    name: 'serious-wounds',
    kind: 'int',
    min: 0,
    max: 3,
    default: 0,
    describe: 'serious wounds the shooter carries (on his legs: his arms still fire)',
  },
  skillLevel('crack-shot', 'Crack shot', 'one more firing die per level'),
  skillFlag('deadeye', 'Deadeye: deliberate fire hits on a 5 or 6'),
  skillLevel('quick-shot', 'Quick shot', 'one more hit allowed per level when blazing away'),
  skillLevel(
    'marksman',
    'Marksman',
    'moves the hit location by up to one per level, chosen for the worst wound',
  ),
  skillLevel('clumsy', 'Clumsy', 'the gun jams on as many 1s as 6s (fewer when double)'),
  skillFlag('agile', 'Agile: no penalty for firing after moving'),
  {
    name: 'cover',
    kind: 'choice',
    choices: SHOT_COVER,
    default: 'none',
    describe: 'what stands between target and shot',
  },
  {
    name: 'cover-kind',
    kind: 'choice',
    choices: SHOT_COVER_KINDS,
    default: 'substantial',
    describe: 'what the wall or corner is made of: wooden cover lets a hit through on a 1 or 2',
  },
  {
    name: 'target-posture',
    kind: 'choice',
    choices: SHOT_POSTURES,
    default: 'firing',
    describe: 'the target behind a wall or corner is firing from it, or not (then only his head shows)',
  },
  {
    name: 'target-weapon',
    kind: 'choice',
    choices: SHOT_WEAPONS,
    default: 'pistol',
    describe: "the target's gun: a rifleman firing from cover shows both arms, a pistol shooter one",
  },
  skillFlag('target-moved', 'the target moved on his last turn (for Swift)'),
  skillLevel('target-tough', 'Tough', 'one off the effect die per level, the white side of the chits'),
  skillLevel(
    'target-hard-as-nails',
    'Hard as nails',
    'ignores the effect of his first wound (two when double)',
  ),
  skillFlag('target-nerves-of-steel', 'Nerves of steel: never forced to duck back'),
  skillLevel('target-swift', 'Swift', 'one firing die off per level if he moved on his last turn'),
  skillLevel('target-stealthy', 'Stealthy', 'one firing die off per level when he is behind cover'),
];
