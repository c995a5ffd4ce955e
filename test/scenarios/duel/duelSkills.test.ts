import { describe, expect, it } from 'vitest';
import { blazePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { rwnnRuleset } from '../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import { Duellist, type DuellistSpec } from '../../../src/scenarios/duel/Duellist.ts';
import { DUEL_OUTCOME, DuelEngine, MAX_EXCHANGES } from '../../../src/scenarios/duel/DuelEngine.ts';
import { duelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { gainedSpec, scriptedDuel, spec } from './duelKit.ts';

/** Plays one duel at 6" with exactly these faces; every face must be used. */
const duel = (faces: number[], a: DuellistSpec, b: DuellistSpec, preset: RwnnRulesetId = 'rwnn-extended') =>
  scriptedDuel(faces, a, b, duelRules(rwnnRuleset(preset)));

// Fast draw in which Ames (4 dice) is faster than Boone (4 dice): "The character who rolls the most 6's fires first".
const AMES_FIRST = [6, 2, 2, 2, 5, 5, 5, 5];

describe('the skills in a duel (000 SKILLS & ATTRIBUTES)', () => {
  it('Lucky: his fast-draw 1 is re-rolled into a 6, so he draws first and kills with chest 6 "Dead!"', () => {
    const r = duel(
      [3, 3, 2, 1, 5, 5, 5, 5, 6, 6, 3, 3, 2, 6],
      gainedSpec('Ames', 'gunman', ['lucky']),
      spec('Boone'),
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
    expect(r.story).toMatch(/Ames is Lucky and re-rolls a 1: \[6 3 3 2\]/);
  });

  it('"Citizens may not fire deliberately": a Citizen with a deliberate policy blazes 2 + 3 dice', () => {
    const r = duel([6, 2, 2, 5, 5, 5, 5, 6, 2, 2, 2, 2, 2, 6], spec('Ames', 'citizen'), spec('Boone'));
    expect(r.story).toMatch(/Ames blazes away with 5 dice/);
  });

  it('Jumpy: "subtract three* dice in a fast draw situation, always blazes away"', () => {
    const r = duel(
      [6, 5, 5, 5, 5, 6, 2, 2, 2, 2, 2, 2, 6],
      gainedSpec('Ames', 'gunman', ['jumpy']),
      spec('Boone'),
    );
    expect(r.story).toMatch(/fast draw, Ames 1 dice \[6\]/);
    expect(r.story).toMatch(/Ames blazes away with 6 dice/);
  });

  it('gained in order, Slow then Swift: "Removes Slow", and Swift is not added; four fast-draw dice', () => {
    const engine = new DuelEngine(duelRules(rwnnRuleset('rwnn-extended')));
    expect(engine.fastDrawDice(new Duellist(gainedSpec('S', 'gunman', ['slow', 'swift'])))).toBe(4);
    expect(engine.fastDrawDice(new Duellist(gainedSpec('S', 'gunman', ['swift'])))).toBe(5);
  });

  it('Charmed: "make an opponent do the same": Ames\'s killing hit is thrown again, and Boone shoots back', () => {
    const r = duel(
      [...AMES_FIRST, 6, 3, 3, 2, 6, 1, 1, 6, 3, 3, 2, 6],
      spec('Ames'),
      gainedSpec('Boone', 'gunman', ['charmed']),
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.bWins);
  });

  it('Cursed: Boone makes Ames re-roll his lone 6 (a 2), then shoots him dead', () => {
    const r = duel(
      [...AMES_FIRST, 6, 3, 3, 2, 6, 3, 3, 2, 6],
      gainedSpec('Ames', 'gunman', ['cursed']),
      spec('Boone'),
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.bWins);
    expect(r.story).toMatch(/Ames is Cursed: Boone makes him re-roll a 6/);
  });

  it('Marksman: right arm 6 is moved to chest 6, "Dead!"', () => {
    const r = duel([...AMES_FIRST, 6, 3, 3, 3, 6], gainedSpec('Ames', 'gunman', ['marksman']), spec('Boone'));
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
  });

  it('two pistols: an Ambidextrous Legend blazes 3 + 2 + 3 dice with each ("a separate throw for each")', () => {
    const a = gainedSpec('Ames', 'legend', ['ambidextrous'], blazePolicy, 2);
    const r = duel(
      [6, 2, 2, 2, 2, 2, 5, 5, 5, 5, 6, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 2, 6],
      a,
      spec('Boone'),
    );
    expect(r.outcome).toBe(DUEL_OUTCOME.aWins);
    expect(r.story).toMatch(/Ames \(right-hand gun\) blazes away with 8 dice/);
    expect(r.story).toMatch(/Ames \(left-hand gun\) blazes away with 8 dice/);
  });

  it('White knight "may not ... shoot ... anyone unable to shoot back": the duel with a disarmed man is unresolved', () => {
    // Exchange 1: the knight hits Boone's right arm, 5: "Serious Wound". From then on Boone cannot fire and
    // the knight holds his fire; Boone throws 4 - 1 (serious) - 1 (wounded firing arm) = 2 fast-draw dice.
    const faces = [...AMES_FIRST, 6, 3, 3, 3, 5];
    for (let e = 2; e <= MAX_EXCHANGES; e++) faces.push(6, 2, 2, 2, 2, 2);
    const r = duel(faces, gainedSpec('Ames', 'gunman', ['white-knight']), spec('Boone'));
    expect(r.outcome).toBe(DUEL_OUTCOME.unresolved);
    expect(r.story).toMatch(/Ames holds his fire: a White knight may not shoot anyone unable to shoot back/);
  });

  it('003 Tough: "never knocked down or knocked out": legs 6 less one, "Serious Wound & Knocked Down", and he stands', () => {
    // Boone fires back with 3 - 2 ("Each Serious wound – 2") = 1 die: a 6, and chest 6 "Dead!".
    const r = duel(
      [...AMES_FIRST, 6, 3, 3, 6, 6, 6, 2, 6],
      spec('Ames'),
      gainedSpec('Boone', 'gunman', ['tough']),
      'rwnn-1996',
    );
    expect(r.story).toMatch(/Serious Wound & Knocked Down; now standing/);
    expect(r.outcome).toBe(DUEL_OUTCOME.bWins);
  });

  it('Clumsy blazing away: as many 1s as 6s jams his gun, and he must fix it next time', () => {
    const a = gainedSpec('Ames', 'gunman', ['clumsy'], blazePolicy);
    const r = duel(
      [...AMES_FIRST, 6, 1, 2, 3, 4, 5, 1, 1, 3, 3, 3, ...AMES_FIRST, 2, 6, 3, 3, 2, 6],
      a,
      spec('Boone'),
    );
    expect(r.story).toMatch(/Ames blazes away with 6 dice \[6 5 4 3 2 1\]: 1 hit, jammed/);
    expect(r.story).toMatch(/Ames tries to fix his jammed gun: 2, plumb busted/);
    expect(r.outcome).toBe(DUEL_OUTCOME.bWins);
  });
});
