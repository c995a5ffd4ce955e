import { describe, expect, it } from 'vitest';
import { ODDS_MECHANICS } from '../../src/odds/oddsMechanics.ts';
import { FAFDM_CAMPAIGN_OPTIONS } from '../../src/rules/fafdm/campaign/FafdmCampaignReadings.ts';
import { FAFDM_OPTIONS } from '../../src/rules/fafdm/FafdmReadings.ts';
import { FAFDM_MISSIONS } from '../../src/scenarios/fafdmScenarios/fafdmMissions.ts';
import { SHOOTOUT_OPTIONS } from '../../src/scenarios/shootout/shootoutOptions.ts';
import { STAMPEDE_OPTIONS } from '../../src/scenarios/stampede/stampedeOptions.ts';
import { CAMPAIGN_OPTIONS } from '../../src/rules/rwnn/experience/CampaignReadings.ts';
import {
  campaignWitnessKey,
  oddsWitnessKey,
  OPTION_WITNESSES,
  stampedeWitnessKey,
  witnessOf,
} from './optionWitnesses.ts';
import { witnessDiffers } from './witnessOutcome.ts';

// The project's rule: no option is listed that changes nothing. Every listed option (the shootout's, which
// hold the duel's and the ruleset's, the stampede scenario's, and every odds mechanic's) has a witness for each value other than its
// default: a fixed situation, on fixed dice, whose outcome that value changes.
const listed = [
  ...SHOOTOUT_OPTIONS.map((o) => ({ id: o.key, option: o })),
  // For A Few Dice More's engine options, witnessed by its duel (the coolness readings also under odds).
  ...FAFDM_OPTIONS.map((o) => ({ id: o.key, option: o })),
  // The FAFDM scenarios' own options (10.1-10.6), witnessed by their scenario.
  ...FAFDM_MISSIONS.flatMap((m) => m.options.map((o) => ({ id: o.key, option: o }))),
  // The FAFDM campaign's readings, witnessed by short campaigns.
  ...FAFDM_CAMPAIGN_OPTIONS.map((o) => ({ id: o.key, option: o })),
  ...STAMPEDE_OPTIONS.map((o) => ({ id: stampedeWitnessKey(o.key), option: o })),
  ...CAMPAIGN_OPTIONS.map((o) => ({ id: campaignWitnessKey(o.key), option: o })),
  ...ODDS_MECHANICS.flatMap((m) => m.options.map((o) => ({ id: oddsWitnessKey(m.name, o.key), option: o }))),
];

const cases = listed.flatMap(({ id, option }) =>
  option.values
    .filter((v) => v !== option.default)
    .map((value) => {
      const entry = OPTION_WITNESSES[id];
      const witness = entry === undefined ? undefined : witnessOf(entry, value);
      return { id, key: option.key, value, base: option.default, witness };
    }),
);

describe('every listed option changes something', () => {
  it('every listed option has a witness entry, and every entry a listed option', () => {
    const ids = listed.map((l) => l.id);
    expect(ids.filter((id) => OPTION_WITNESSES[id] === undefined)).toEqual([]);
    expect(Object.keys(OPTION_WITNESSES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  for (const c of cases.filter((x) => x.witness !== undefined && 'pending' in x.witness))
    it.todo(`${c.id} = ${c.value}: no witness yet`);

  it.each(cases.filter((x) => x.witness === undefined || !('pending' in x.witness)))(
    '$id = $value differs from $base',
    ({ id, key, value, base, witness }) => {
      if (witness === undefined || 'pending' in witness) throw new Error(`no witness for ${id}`);
      expect(witnessDiffers(witness, key, base, value)).toBe(true);
    },
  );
});
