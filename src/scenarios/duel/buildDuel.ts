import { parseApproachPolicy } from '../../policies/duel/parseApproachPolicy.ts';
import { parseDuelPolicy } from '../../policies/duel/parseDuelPolicy.ts';
import { RULESET_OPTIONS } from '../../rules/rwnn/ruleset/rulesetOptions.ts';
import { rwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import type { DuelCell } from './DuelCell.ts';
import type { DuelFigure } from './DuelFigure.ts';
import { NO_SKILLS, type DuelSkill, type DuellistSpec } from './Duellist.ts';
import { duelApproachReadings } from './duelApproachReadings.ts';
import { duelReadingsFrom } from './duelReadingOptions.ts';
import { duelRules } from './DuelRules.ts';
import { DUEL_WEAPONS } from './duelWeapons.ts';
import { policyText } from './PolicyData.ts';
import type { DuelSetup } from './runDuels.ts';

function duellistSpec(name: string, f: DuelFigure): DuellistSpec {
  const skills: Record<DuelSkill, number> = { ...NO_SKILLS };
  for (const s of f.skills) skills[s]++;
  // A canonical figure was read by readDuellist, so its policies parse; a failure here is a bug.
  const policy = parseDuelPolicy(policyText(f.policy));
  if (typeof policy === 'string') throw new RangeError(policy);
  const approach = parseApproachPolicy(f.approach);
  if (typeof approach === 'string') throw new RangeError(approach);
  return {
    name,
    cls: f.class,
    skills,
    gained: f.skills,
    pistols: DUEL_WEAPONS[f.weapon],
    policy,
    approach,
    ...(f.extraDice ? { extraDice: f.extraDice } : {}),
  };
}

/**
 * Builds the duel of a canonical setting: duellists A and B, the ruleset with its options, the duel's
 * readings and how it starts. The `duel` command and the experiment runner both build their duels here, so
 * the same setting is the same duel, reading the same trial streams, in both. Every constructor of the duel
 * module's rules and duellists is called here, so a change to their signatures is adapted in one place.
 *
 * @example runDuels(buildDuel(cell), seed, 0, 1000)
 */
export function buildDuel(cell: DuelCell): DuelSetup {
  // Ruleset options build the ruleset; the duel's readings ignore them.
  const rulesetOptions = Object.fromEntries(
    Object.entries(cell.options).filter(([k]) => RULESET_OPTIONS.some((o) => o.key === k)),
  );
  const { range, start, signal } = cell.params;
  return {
    a: duellistSpec('A', cell.figures.a),
    b: duellistSpec('B', cell.figures.b),
    range,
    rules: duelRules(rwnnRuleset(cell.ruleset, rulesetOptions), duelReadingsFrom(cell.options, cell.ruleset)),
    start:
      start === 'draw'
        ? { kind: 'draw' }
        : {
            kind: 'deck',
            readings: duelApproachReadings(cell.ruleset, cell.options),
            ...(signal === null ? {} : { signalDistance: signal }),
          },
  };
}
