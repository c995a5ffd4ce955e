import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/dice/ScriptedDice.ts';
import { FAFDM_SPENDINGS } from '../../../../src/policies/campaign/fafdmSpending.ts';
import { spendAfterMatch, type MatchRecord } from '../../../../src/rules/fafdm/campaign/afterMatch.ts';
import { CampaignBand } from '../../../../src/rules/fafdm/campaign/CampaignBand.ts';
import { DEFAULT_FAFDM_CAMPAIGN_READINGS } from '../../../../src/rules/fafdm/campaign/FafdmCampaignReadings.ts';
import { spendExperience } from '../../../../src/rules/fafdm/campaign/spendExperience.ts';

const tally = () => ({ died: 0, skills: 0, raises: 0, guns: 0 });

describe("7.2 Tab.13 spent as a band's policy says", () => {
  it('scores first: 6 points raise SHOT (Tab.13 "6 pts +1 SHOT"), no die rolled', () => {
    const [c] = CampaignBand.bought('lawmen', { guard: 1 }, 0).characters;
    c!.experience = 6;
    const bought = { raises: 0, skills: 0 };
    spendExperience(new ScriptedDice([]), c!, 'scores', bought);
    expect(bought).toEqual({ raises: 1, skills: 0 });
    // The Guard's card: SHOT 3 (9.3).
    expect(c!.shot).toBe(4);
  });

  it('skills first: the same 6 points buy two new skills (Tab.13 "3 pts NEW SKILL"), 2D6 each on Tab.14', () => {
    const [c] = CampaignBand.bought('lawmen', { guard: 1 }, 0).characters;
    c!.experience = 6;
    const bought = { raises: 0, skills: 0 };
    // 6 + 6: GUNSLINGER; 4 + 4: GAMBLER.
    spendExperience(new ScriptedDice([6, 6, 4, 4]), c!, 'skills', bought);
    expect(bought).toEqual({ raises: 0, skills: 2 });
    expect([...c!.skills]).toEqual(['gunslinger', 'gambler']);
    expect(c!.shot).toBe(3);
    expect(c!.experience).toBe(0);
  });
});

describe("8.1 rifles bought as a band's policy says", () => {
  // Lawmen buy without the availability test (9.3): no die is rolled.
  const rifles = (policy: keyof typeof FAFDM_SPENDINGS, invalid: number[] = []): string[] => {
    const band = CampaignBand.bought('lawmen', { guard: 3 }, 100);
    band.characters[0]!.invalidities.push(...invalid);
    const records: MatchRecord[] = band.characters.map((c) => ({
      character: c,
      eliminated: false,
      eliminations: 0,
    }));
    spendAfterMatch(
      new ScriptedDice([]),
      band,
      records,
      false,
      'outlaws',
      [],
      DEFAULT_FAFDM_CAMPAIGN_READINGS,
      FAFDM_SPENDINGS[policy],
      tally(),
    );
    return band.characters.map((c) => c.gun);
  };
  it('one rifle a match (scores, skills), one for every six-shot (guns), none (hires)', () => {
    expect(rifles('scores')).toEqual(['rifle', 'six-shot', 'six-shot']);
    expect(rifles('skills')).toEqual(['rifle', 'six-shot', 'six-shot']);
    expect(rifles('guns')).toEqual(['rifle', 'rifle', 'rifle']);
    expect(rifles('hires')).toEqual(['six-shot', 'six-shot', 'six-shot']);
  });
  it('no rifle for a man who lost a hand (Tab.12 INVALID 4: "it cannot use two-handed weapons")', () => {
    expect(rifles('scores', [4])).toEqual(['six-shot', 'rifle', 'six-shot']);
  });
});
