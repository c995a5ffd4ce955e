import { describe, expect, it } from 'vitest';
import { blazePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { Duellist } from '../../../src/scenarios/duel/Duellist.ts';
import { DUEL_OUTCOME, DuelEngine } from '../../../src/scenarios/duel/DuelEngine.ts';
import { rwnnRuleset } from '../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { duelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { scriptedDuel, spec } from './duelKit.ts';

const rules = duelRules(rwnnRuleset('rwnn-extended'));

/** Plays one duel at 6" with exactly these faces; every face must be used. */
const duel = (faces: number[], a = spec('Ames'), b = spec('Boone'), r = rules) =>
  scriptedDuel(faces, a, b, r);

describe('the duel (000 CHALLENGES, DUELS & THE FAST DRAW)', () => {
  it('"The character who rolls the most 6\'s fires first": Ames draws faster, hits, chest 6 "Dead!" (App. B)', () => {
    // Fast draw: Ames 6 2 2 2, Boone 5 5 5 5. Ames fires 3 dice (pistol close 6"/3): 6 3 3, a hit.
    // Location 2 (chest), effect 6: "Dead!".
    const r = duel([6, 2, 2, 2, 5, 5, 5, 5, 6, 3, 3, 2, 6]);
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
    expect(r.exchanges).toBe(1);
    expect(r.story).toMatch(/Ames wins the duel and takes his two free actions/);
  });

  it('"if his opponent is still standing, he may fire back": a graze leaves Boone up, and he shoots Ames down', () => {
    // Exchange 1: Ames faster; hits; location 1 effect 1 "Graze". Boone fires back 6 2 2: hit; legs 3
    // "Flesh Wound & Knocked Down": Ames is down, Boone wins.
    const r = duel([6, 2, 2, 2, 5, 5, 5, 5, 6, 3, 3, 1, 1, 6, 2, 2, 6, 3]);
    expect(r.outcome).toBe(DUEL_OUTCOME.bWins);
  });

  it('a simultaneous draw: both fire and both results apply, both down', () => {
    // Both throw one 6 and three 2s: simultaneous. Ames 6 1 1 hits; Boone 6 4 4 hits. Then Ames's hit on
    // Boone: head 5 "Dead!"; Boone's hit on Ames: belly 3 "Flesh Wound & Knocked Down".
    const r = duel([6, 2, 2, 2, 6, 2, 2, 2, 6, 1, 1, 6, 4, 4, 1, 5, 5, 3]);
    expect(r.outcome).toBe(DUEL_OUTCOME.bothDown);
  });

  it('a serious wound to the firing arm stops him firing (000: "cannot fire a pistol in that hand")', () => {
    // Exchange 1: Ames faster, hits: right arm 5 "Serious Wound". Boone cannot fire back.
    // Exchange 2: fast draw Ames 4 dice, Boone 4 - 1 (serious) - 1 (firing arm) = 2 dice. Boone draws
    // faster but cannot fire; Ames fires and kills him (head 6).
    const r = duel([6, 2, 2, 2, 5, 5, 5, 5, 6, 3, 3, 3, 5, 2, 2, 2, 2, 6, 6, 6, 3, 3, 1, 6]);
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
    expect(r.exchanges).toBe(2);
    expect(r.story).toMatch(/Boone cannot fire \(serious wound to the firing arm\)/);
  });

  it('blazing away runs dry; "the next time he would fire he reloads instead"', () => {
    // Ames blazes (3 + 3 = 6 dice): 1 2 3 4 5 5: one 1, no 6: miss, out of ammo. Boone misses (5 5 5).
    // Exchange 2: Ames faster again, reloads; Boone fires 6 2 2, hits chest 6 "Dead!".
    const r = duel(
      [6, 2, 2, 2, 5, 5, 5, 5, 1, 2, 3, 4, 5, 5, 5, 5, 5, 6, 2, 2, 2, 5, 5, 5, 5, 6, 2, 2, 2, 6],
      spec('Ames', 'gunman', {}, blazePolicy),
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.bWins);
    expect(r.story).toMatch(/Ames is out of ammo and reloads instead of firing/);
  });

  it('Tough (000: "Knocked down, but never knocked out"; App. C white side): legs 6 is knocked down, not out', () => {
    // Ames hits Tough Boone: location 6 (legs), effect 6 on App. C: "Serious Wound & Knocked Down".
    const r = duel(
      [6, 2, 2, 2, 5, 5, 5, 5, 6, 3, 3, 6, 6],
      spec('Ames'),
      spec('Boone', 'gunman', { tough: 1 }),
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
    expect(r.story).toMatch(/Serious Wound & Knocked Down \(Tough: white side\); now knocked down/);
  });

  it('Hard as Nails "ignores the effect of the first wound" but is "still knocked down"', () => {
    const r = duel(
      [6, 2, 2, 2, 5, 5, 5, 5, 6, 3, 3, 2, 4],
      spec('Ames'),
      spec('Boone', 'gunman', { 'hard-as-nails': 1 }),
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
    expect(r.story).toMatch(
      /Flesh Wound & Knocked Down, the wound shrugged off \(Hard as Nails\); now knocked down/,
    );
  });
});

describe('duel dice by the book', () => {
  const engine = new DuelEngine(rules);
  it('fast draw: Gunman 4, Legend 6; Quick Shot and Lightning Fast add three each, Slow takes one (000 SKILLS)', () => {
    expect(engine.fastDrawDice(new Duellist(spec('g')))).toBe(4);
    expect(engine.fastDrawDice(new Duellist(spec('l', 'legend')))).toBe(6);
    expect(
      engine.fastDrawDice(
        new Duellist(spec('q', 'gunman', { 'quick-shot': 1, 'lightning-fast': 1, slow: 1 })),
      ),
    ).toBe(9);
    expect(engine.fastDrawDice(new Duellist(spec('j', 'gunman', { jumpy: 1 })))).toBe(1);
  });
  it('firing dice: pistol close 3, medium 2 (000 RANGE CHART "6” / 3", "9” / 2"); Legend +2, Citizen -1, Crack Shot +1', () => {
    expect(engine.fireDice(new Duellist(spec('g')), 6)).toBe(3);
    expect(engine.fireDice(new Duellist(spec('g')), 9)).toBe(2);
    expect(engine.fireDice(new Duellist(spec('l', 'legend')), 6)).toBe(5);
    expect(engine.fireDice(new Duellist(spec('c', 'citizen', { 'crack-shot': 1 })), 6)).toBe(3);
  });
  it('wound modifiers: head wound -1, flesh wound on the firing arm -1, each serious wound -2 (000 Modifiers)', () => {
    const d = new Duellist(spec('w'));
    d.wounds.flesh[0] = 2;
    d.wounds.flesh[2] = 1;
    d.wounds.serious[3] = 1;
    expect(engine.fireDice(d, 6)).toBe(3 - 1 - 1 - 2);
    // Fast draw: 4 - 2 (per head wound) - 1 (serious) - 1 (wounded firing arm).
    expect(engine.fastDrawDice(d)).toBe(0);
  });
});
