import { describe, expect, it } from 'vitest';
import { ARROW_WOUNDS } from '../../../../src/rules/rwnn/tables/arrowWounds.ts';
import { ATTACKED_ON_FOOT } from '../../../../src/rules/rwnn/tables/attackedOnFoot.ts';
import { BUCKING_SEQUENCE } from '../../../../src/rules/rwnn/tables/buckingSequence.ts';
import { DETECTION } from '../../../../src/rules/rwnn/tables/detection.ts';
import {
  DOCTORIN_DENTIST,
  DOCTORIN_DOCTOR,
  DOCTORIN_PROCEDURE,
} from '../../../../src/rules/rwnn/tables/doctorin.ts';
import { DYNAMITE_BUILDING } from '../../../../src/rules/rwnn/tables/dynamiteBuilding.ts';
import { DYNAMITE_EXPLOSION } from '../../../../src/rules/rwnn/tables/dynamiteExplosion.ts';
import { DYNAMITE_LAST_CHANCE } from '../../../../src/rules/rwnn/tables/dynamiteLastChance.ts';
import {
  DYNAMITE_SCATTER,
  DYNAMITE_SCATTER_TRWNN,
  DYNAMITE_SCATTER_VARIANT_A,
} from '../../../../src/rules/rwnn/tables/dynamiteScatter.ts';
import { DYNAMITE_THROW, DYNAMITE_THROW_TRWNN } from '../../../../src/rules/rwnn/tables/dynamiteThrow.ts';
import { HERD_CONTROL } from '../../../../src/rules/rwnn/tables/herdControl.ts';
import { HERD_DEVIATION } from '../../../../src/rules/rwnn/tables/herdDeviation.ts';
import { HORSE_INJURY } from '../../../../src/rules/rwnn/tables/horseInjury.ts';
import { HORSE_MOVEMENT } from '../../../../src/rules/rwnn/tables/horseMovement.ts';
import { INDIAN_CLASSES } from '../../../../src/rules/rwnn/tables/IndianClass.ts';
import { INDIAN_SKILLS } from '../../../../src/rules/rwnn/tables/indianSkills.ts';
import { INDIAN_STARTING_SKILLS } from '../../../../src/rules/rwnn/tables/indianStartingSkills.ts';
import { INDIAN_WEAPONS } from '../../../../src/rules/rwnn/tables/indianWeapons.ts';
import { LARIAT } from '../../../../src/rules/rwnn/tables/lariat.ts';
import { LOSS_OF_CONTROL } from '../../../../src/rules/rwnn/tables/lossOfControl.ts';
import { MOUNTED_FIRING } from '../../../../src/rules/rwnn/tables/mountedFiring.ts';
import { MYSTIC_WARRIOR } from '../../../../src/rules/rwnn/tables/mysticWarrior.ts';
import { NPC_REACTION } from '../../../../src/rules/rwnn/tables/npcReaction.ts';
import { RESCUING_COMRADES } from '../../../../src/rules/rwnn/tables/rescuingComrades.ts';
import { RIDER_CLASSES } from '../../../../src/rules/rwnn/tables/RiderClass.ts';
import { SHOOTING_AT_HORSES } from '../../../../src/rules/rwnn/tables/shootingAtHorses.ts';
import { STAMPEDE_CHECK } from '../../../../src/rules/rwnn/tables/stampedeCheck.ts';
import { STAMPEDE_ON_FOOT, STAMPEDE_ON_HORSEBACK } from '../../../../src/rules/rwnn/tables/stampedeEscape.ts';
import { STAMPEDE_SURROUNDINGS } from '../../../../src/rules/rwnn/tables/stampedeSurroundings.ts';
import { STAMPEDE_TURNING } from '../../../../src/rules/rwnn/tables/stampedeTurning.ts';
import { THROWN_WEAPONS } from '../../../../src/rules/rwnn/tables/thrownWeapons.ts';

// The tables no rule plays yet (rulesetTables does not return them), by constant name.
const TABLES: Readonly<Record<string, unknown>> = {
  ARROW_WOUNDS,
  ATTACKED_ON_FOOT,
  BUCKING_SEQUENCE,
  DETECTION,
  DOCTORIN_DENTIST,
  DOCTORIN_DOCTOR,
  DOCTORIN_PROCEDURE,
  DYNAMITE_BUILDING,
  DYNAMITE_EXPLOSION,
  DYNAMITE_LAST_CHANCE,
  DYNAMITE_SCATTER,
  DYNAMITE_SCATTER_TRWNN,
  DYNAMITE_SCATTER_VARIANT_A,
  DYNAMITE_THROW,
  DYNAMITE_THROW_TRWNN,
  HERD_CONTROL,
  HERD_DEVIATION,
  HORSE_INJURY,
  HORSE_MOVEMENT,
  INDIAN_CLASSES,
  INDIAN_SKILLS,
  INDIAN_STARTING_SKILLS,
  INDIAN_WEAPONS,
  LARIAT,
  LOSS_OF_CONTROL,
  MOUNTED_FIRING,
  MYSTIC_WARRIOR,
  NPC_REACTION,
  RESCUING_COMRADES,
  RIDER_CLASSES,
  SHOOTING_AT_HORSES,
  STAMPEDE_CHECK,
  STAMPEDE_ON_FOOT,
  STAMPEDE_ON_HORSEBACK,
  STAMPEDE_SURROUNDINGS,
  STAMPEDE_TURNING,
  THROWN_WEAPONS,
};

/** Every `source` in a table, its own and those of its parts, with the path to it. */
function sources(value: unknown, path: string): readonly [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'source' ? [[`${path}.source`, v] as [string, unknown]] : sources(v, `${path}.${key}`),
  );
}

describe('the data-only charts of 000 (horses, Doctorin’, dynamite, detection, lariats, stampedes, herds, NPCs, Indians)', () => {
  it.each(Object.entries(TABLES))('%s cites 000 and a section as printed', (name, table) => {
    const found = sources(table, name);
    expect(found.map(([path]) => path)).toContain(`${name}.source`);
    for (const [path, source] of found) {
      expect(source, path).toMatchObject({ document: '000_53eda652e9702143.txt' });
      expect((source as { section: string }).section.trim().length, path).toBeGreaterThan(0);
    }
  });
});
