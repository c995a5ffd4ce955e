import { describe, expect, it } from 'vitest';
import { shootoutScenario } from '../../../src/scenarios/shootout/shootoutScenario.ts';

const describeOf = (name: string): string | undefined =>
  shootoutScenario.metrics.find((m) => m.name === name)?.describe;

describe("the shootout's metric descriptions", () => {
  it('name each class in its plural: Gunmen, not Gunmans', () => {
    expect(describeOf('deadGunman')).toBe('Gunmen dead at the end, both sides');
    expect(describeOf('knockedOutCitizen')).toBe('Citizens knocked out at the end, both sides');
    expect(describeOf('seriouslyWoundedLegend')).toBe(
      'Legends seriously wounded (still conscious) at the end, both sides',
    );
    expect(describeOf('gunmanDownedByShootist')).toBe(
      'Gunmen put out of the fight (dead or knocked out) by a Shootist',
    );
    expect(shootoutScenario.metrics.filter((m) => /Gunmans|Citizenss/.test(m.describe))).toEqual([]);
  });
});
