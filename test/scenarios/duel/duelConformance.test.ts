import { describe, expect, it } from 'vitest';
import { blazeWhenPolicy } from '../../../src/policies/duel/blazeWhenPolicy.ts';
import { blazePolicy, deliberatePolicy } from '../../../src/policies/duel/fixedPolicies.ts';
import { oddsMaxPolicy } from '../../../src/policies/duel/oddsMaxPolicy.ts';
import type { CharacterClass } from '../../../src/rules/rwnn/tables/CharacterClass.ts';
import type { DuelSkill } from '../../../src/scenarios/duel/Duellist.ts';
import { DiceStream } from '../../../src/dice/DiceStream.ts';
import { deriveStreamKey } from '../../../src/dice/StreamKey.ts';
import { GUN } from '../../../src/rules/rwnn/figure/GunState.ts';
import { STATUS } from '../../../src/rules/rwnn/WoundState.ts';
import { Duellist } from '../../../src/scenarios/duel/Duellist.ts';
import {
  DUEL_OUTCOME,
  DuelEngine,
  MAX_EXCHANGES,
  type DuelResult,
} from '../../../src/scenarios/duel/DuelEngine.ts';
import { rwnnRuleset } from '../../../src/rules/rwnn/ruleset/rwnnRuleset.ts';
import { duelRules } from '../../../src/scenarios/duel/DuelRules.ts';
import { StoryNarrator } from '../../../src/scenarios/duel/Narrator.ts';
import { replayDuel, runDuels } from '../../../src/scenarios/duel/runDuels.ts';
import type { RwnnRulesetId } from '../../../src/rules/rwnn/tables/rulesetTables.ts';
import { gainedSpec, spec } from './duelKit.ts';

const classes: CharacterClass[] = ['citizen', 'gunman', 'shootist', 'legend'];
const policies = [deliberatePolicy, blazePolicy, blazeWhenPolicy(2, 1), oddsMaxPolicy()];
const skillSets: Partial<Record<DuelSkill, number>>[] = [
  {},
  { 'quick-shot': 1 },
  { 'lightning-fast': 2 },
  { tough: 1, 'hard-as-nails': 1 },
  { jumpy: 1, slow: 1 },
  { deadeye: 1, 'crack-shot': 1, swift: 1 },
  { lucky: 2, marksman: 1 },
  { charmed: 1, cursed: 1, clumsy: 1 },
  { 'white-knight': 1, 'nerves-of-steel': 1, 'true-grit': 1 },
  { evil: 1, yellow: 1, 'hard-as-nails': 2, tough: 2 },
];
const rulesets: RwnnRulesetId[] = ['rwnn-extended', 'rwnn-1996', 'rwnn-quickref'];

describe('duel conformance over classes, policies, skills, rulesets, ranges and seeds', () => {
  it('every duel ends within the cap, and a narrated replay of a trial has the fast run outcome', () => {
    let checked = 0;
    for (let i = 0; i < 48; i++) {
      const rules = duelRules(rwnnRuleset(rulesets[i % 3]!));
      const a = spec('A', classes[i % 4], skillSets[i % skillSets.length], policies[i % 4]);
      const b = spec('B', classes[(i + 1) % 4], skillSets[(i + 3) % skillSets.length], policies[(i + 2) % 4]);
      const setup = { a, b, range: [2, 6, 9, 12, 18][i % 5]!, rules };
      for (const seed of [1, 77]) {
        const tally = runDuels(setup, seed, 0, 40);
        expect(tally.outcomes.reduce((x, y) => x + y, 0)).toBe(40);
        expect(tally.exchanges).toBeLessThanOrEqual(40 * MAX_EXCHANGES);
        for (let t = 0; t < 40; t += 13) {
          const single = runDuels(setup, seed, t, t + 1);
          const log = new StoryNarrator();
          const replay = replayDuel(setup, seed, t, log);
          expect(single.outcomes[replay.outcome]).toBe(1);
          expect(single.exchanges).toBe(replay.exchanges);
          // The story ends with the duel's end, and nobody acts after he is down.
          const last = log.lines.at(-1) ?? '';
          expect(last).toMatch(/wins the duel|Both duellists are down|unresolved/);
          checked++;
        }
      }
    }
    expect(checked).toBe(48 * 2 * 4);
  });

  it('every skill, gained in order, with one or two pistols: states stay in range and the dead never act', () => {
    const gainedSets: DuelSkill[][] = [
      ['lucky', 'marksman', 'ambidextrous'],
      ['charmed', 'charmed', 'quick-shot'],
      ['cursed', 'clumsy', 'jumpy'],
      ['white-knight', 'tough', 'hard-as-nails'],
      ['slow', 'swift', 'lightning-fast', 'deadeye'],
      ['yellow', 'true-grit', 'nerves-of-steel', 'crack-shot', 'crack-shot'],
      ['evil', 'marksman', 'marksman', 'lucky'],
    ];
    let played = 0;
    for (let i = 0; i < 42; i++) {
      const rules = duelRules(rwnnRuleset(rulesets[i % 3]!));
      const engine = new DuelEngine(rules);
      const a = new Duellist(
        gainedSpec('A', classes[i % 4]!, gainedSets[i % 7]!, policies[i % 4], i % 2 === 0 ? 2 : 1),
      );
      const b = new Duellist(
        gainedSpec(
          'B',
          classes[(i + 2) % 4]!,
          gainedSets[(i + 3) % 7]!,
          policies[(i + 1) % 4],
          i % 3 === 0 ? 2 : 1,
        ),
      );
      const dice = new DiceStream();
      const key = deriveStreamKey(i, 'duel/conformance');
      const result = { outcome: 0, exchanges: 0 } as DuelResult;
      for (let t = 0; t < 60; t++) {
        dice.seedTrial(key, t);
        engine.play(a, b, [2, 6, 9, 12][i % 4]!, dice, result);
        expect(result.exchanges).toBeGreaterThanOrEqual(1);
        expect(result.exchanges).toBeLessThanOrEqual(MAX_EXCHANGES);
        for (const d of [a, b]) {
          for (const g of d.guns) expect(g >= GUN.loaded && g <= GUN.busted).toBe(true);
          for (let l = 0; l < 6; l++) {
            expect(d.wounds.flesh[l]).toBeGreaterThanOrEqual(0);
            expect(d.wounds.serious[l]).toBeGreaterThanOrEqual(0);
          }
          expect(d.charmedLeft).toBeGreaterThanOrEqual(0);
          expect(d.charmedLeft).toBeLessThanOrEqual(d.profile.charmed);
          expect(d.curseTokens).toBeGreaterThanOrEqual(0);
          expect(d.hardAsNailsLeft).toBeGreaterThanOrEqual(0);
        }
        const aDown = a.status !== STATUS.standing;
        const bDown = b.status !== STATUS.standing;
        const expected =
          result.outcome === DUEL_OUTCOME.unresolved
            ? [false, false]
            : result.outcome === DUEL_OUTCOME.bothDown
              ? [true, true]
              : result.outcome === DUEL_OUTCOME.aWins
                ? [false, true]
                : [true, false];
        expect([aDown, bDown]).toEqual(expected);
        played++;
      }
      // A narrated replay of one trial ends as the fast run did, and nobody acts after he is down.
      dice.seedTrial(key, 7);
      const fast = engine.play(a, b, 6, dice, { outcome: 0, exchanges: 0 });
      dice.seedTrial(key, 7);
      const log = new StoryNarrator();
      const told = engine.play(a, b, 6, dice, { outcome: 0, exchanges: 0 }, log);
      expect(told).toEqual(fast);
      const downAt = log.lines.findIndex((l) => / now (knocked down|knocked out|dead)\.$/.test(l));
      if (downAt >= 0) {
        const after = log.lines.slice(downAt + 1);
        const fallen = /^ {2}(\w+) is hit/.exec(log.lines[downAt]!)?.[1];
        // Skills still answer for him (a Charmed man may make the shooter throw a later hit again), but he
        // takes no action: no shot, reload or Fix gun.
        const acts =
          /^ {2}(\w+)( \([a-z]+-hand gun\))? (fires|blazes|takes an aimed|has -?\d+ dice|is out of ammo|tries to fix|holds|cannot fire)/;
        for (const l of after) expect(acts.exec(l)?.[1] === fallen ? l : '').toBe('');
      }
    }
    expect(played).toBe(42 * 60);
  });

  it('tallies do not depend on how trials are split into blocks', () => {
    const setup = {
      a: spec('A', 'legend', { 'quick-shot': 1 }, blazePolicy),
      b: spec('B', 'shootist'),
      range: 9,
      rules: duelRules(rwnnRuleset('rwnn-extended')),
    };
    const whole = runDuels(setup, 5, 0, 3000);
    const parts = runDuels(setup, 5, 1700, 3000, runDuels(setup, 5, 0, 1700));
    expect(parts).toEqual(whole);
  });
});
