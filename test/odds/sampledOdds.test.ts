import { describe, expect, it } from 'vitest';
import { answerOdds } from '../../src/odds/answerOdds.ts';
import type { OddsMechanic, ParamValues } from '../../src/odds/OddsMechanic.ts';
import { ODDS_MECHANICS } from '../../src/odds/oddsMechanics.ts';
import { simulateOdds } from '../../src/odds/simulateOdds.ts';
import type { SimulatedValue } from '../../src/odds/simulateOdds.ts';

const byName = (name: string): OddsMechanic => ODDS_MECHANICS.find((m) => m.name === name)!;

/** One representative parameter set per mechanic, with non-default readings where they exist. */
const cases: [string, ParamValues, Record<string, string>][] = [
  ['blaze', { dice: 6, cap: 3, edition: 'extended' }, {}],
  ['blaze', { dice: 9, cap: 2, edition: '1996' }, {}],
  ['blaze', { dice: 5, cap: 4, edition: 'extended' }, { 'blaze.extendedJam': 'two-ones-and-more-ones' }],
  ['deliberate', { dice: 3, deadeye: true }, {}],
  ['lucky', { edition: 'extended' }, {}],
  ['shot', { range: 9, fire: 'blaze', cover: 'corner', 'cover-kind': 'wooden', 'target-tough': 1 }, {}],
  ['fast-draw', { a: 4, b: 6 }, {}],
  ['fast-draw', { a: 5, b: 5 }, { 'fastDraw.tie': 'lexicographic' }],
  ['fight', { attack: 4, defend: 3 }, {}],
  ['nerve', { dice: 3 }, {}],
  ['fafdm-cool', { cool: 3, shocked: true }, {}],
  ['fafdm-panic', { cool: 4 }, {}],
  ['fafdm-reflexes', { ref: 4, need: 2, mod: 1 }, {}],
  ['fafdm-reflexes', { ref: 3, need: 1, mod: -1 }, { 'fafdm.reflexes': 'at-or-under' }],
  ['fafdm-horse-fall', { score: 4, ref: 3, running: true }, {}],
  [
    'fafdm-horse-fall',
    { score: 5, ref: 3, running: true },
    { 'fafdm.horseFall': 'one-damage', 'fafdm.fallDamage': 'rescue' },
  ],
  ['fafdm-shot', { shot: 3, bonus: 1, mod: 0, ref: 3, cool: 3, shocked: false }, {}],
  ['fafdm-blast', { ref: 3, cos: 2, distance: 3, protection: 2, waiting: 1, short: 0 }, {}],
  [
    'fafdm-blast',
    { ref: 2, cos: 3, distance: 0, protection: 4, waiting: 1, short: 1 },
    { 'fafdm.rescue': 'per-damage' },
  ],
  [
    'fafdm-blast',
    { explosive: 'nitroglycerine', ref: 4, cos: 3, distance: 2, protection: 4, waiting: 1, short: 0 },
    {},
  ],
  ['stampede-trigger', { distance: 9, dynamite: false }, {}],
  ['stampede-trigger', { distance: 4, dynamite: false }, { 'stampede.tables': 'both' }],
  ['stampede-trigger', { distance: 13, dynamite: true }, { 'stampede.dynamiteReach': 'checking-distance' }],
  ['herd-deviation', { obstacle: false }, {}],
  ['drive-regain', { turns: 3 }, {}],
  ['drive-regain', { turns: 2 }, { 'drive.regainThrow': 'each' }],
  ['stampede-foot', { agile: false, turns: 3 }, {}],
  ['stampede-rider', { turns: 3 }, {}],
  ['stampede-rider', { turns: 2, rider: 'poor' }, { 'stampede.riderControl': 'chart' }],
  ['stampede-foot', { agile: true, turns: 2 }, { 'stampede.trampledFrom': 'next-turn' }],
  ['horse-move', { rider: 'inept', dice: 2, wounded: false }, {}],
  ['horse-move', { rider: 'poor', dice: 5, wounded: false }, { 'horses.threeSixes': 'exactly-three' }],
  ['horse-move', { rider: 'expert', dice: 3, wounded: false }, {}],
  ['control', { rider: 'inept', turns: 1 }, {}],
  [
    'control',
    { rider: 'good', turns: 3 },
    { 'horses.bucking': 'one-round-a-turn', 'horses.boltRegain': 'as-inept' },
  ],
  ['control', { rider: 'expert', turns: 1 }, { 'horses.thrownAgain': 'rider-thrown' }],
  ['horse-injury', {}, {}],
  ['stop-bolt', { rider: 'inept', how: 'stood-and-fought' }, {}],
  [
    'horse-fight',
    {
      rider: 'good',
      dice: 2,
      how: 'halt',
      response: 'stand-and-fight',
      attack: 3,
      defend: 4,
      lance: false,
      bolting: true,
    },
    { 'horses.combatControl': 'blow-struck' },
  ],
  ['rescue', { mod: -1 }, {}],
  [
    'dynamite-scatter',
    {
      method: 'tbc',
      'flesh-wounds': 1,
      'serious-wounds': 0,
      unsteady: false,
      steady: true,
      'dead-accurate': false,
    },
    { 'dynamite.scatterModifiers': 'signed' },
  ],
  [
    'dynamite-scatter',
    {
      method: 'trwnn',
      'flesh-wounds': 0,
      'serious-wounds': 0,
      unsteady: false,
      steady: false,
      'dead-accurate': true,
    },
    { 'dynamite.bounceFrom': 'aim' },
  ],
  [
    'detection',
    { fired: true, 'not-fired': false, distance: 9, blazed: true, 'no-sight': true, stealthy: false },
    {},
  ],
  ['lariat', { dice: 4, deadeye: true, tough: true, cover: false }, {}],
  ['lariat-escape', { strong: false, runt: true, 'flesh-wounds': 1, 'serious-wounds': 0 }, {}],
  ['doctor', { 'flesh-wounds': 1, 'serious-wounds': 1 }, {}],
  ['dentist', { 'flesh-wounds': 0, 'serious-wounds': 1 }, { 'doctorin.dentistRows': 'by-number' }],
  ['arrow-removal', { turns: 3 }, {}],
  ['bow', { dice: 4, class: 'mighty-warrior' }, { 'bows.brokenStringHits': 'lost' }],
  [
    'mounted-fire',
    { dice: 6, weapon: 'shoulder-arm', 'movement-dice': 2, rider: 'expert', 'plains-indian': false },
    { 'horses.firstDieIgnored': 'expert-rider' },
  ],
];

describe('the sampled form of every mechanic agrees with its exact form', () => {
  it.each(cases)(
    '%s %j %j: every exact value inside the 99.9 per cent interval of 200,000 seeded trials',
    (name, params, options) => {
      const mechanic = byName(name);
      const prepared = mechanic.prepare(params, options);
      const entries = prepared.exact();
      // Seed 2026 is fixed, so this check gives the same verdict on every run.
      const sims = simulateOdds(prepared, entries, `${name}${JSON.stringify(params)}`, 200_000, 2026, 0.999);
      const values = [...sims.values()].flatMap((v) =>
        Array.isArray(v) ? (v as SimulatedValue[]) : [v as SimulatedValue],
      );
      expect(values.length).toBeGreaterThan(0);
      expect(values.filter((v) => !v.exactInside)).toEqual([]);
    },
  );

  it('every mechanic of the odds command has a case here', () => {
    expect(new Set(cases.map(([n]) => n))).toEqual(new Set(ODDS_MECHANICS.map((m) => m.name)));
  });

  it('a simulation is reproducible from its seed and differs under another seed', () => {
    const blaze = byName('blaze');
    const p = { dice: 6, cap: 3, edition: 'extended' };
    const run = (seed: number) =>
      answerOdds(blaze, p, {}, { trials: 5000, seed }).simulation!.results.get('expectedHits');
    expect(run(1)).toEqual(run(1));
    expect(run(1)).not.toEqual(run(2));
  });
});
