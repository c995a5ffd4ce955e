import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  SHOTGUN_READING_OPTIONS,
  shotgunReadingsFrom,
} from '../../../../src/rules/rwnn/shotgun/shotgunReadingOptions.ts';
import { shotgunReadings } from '../../../../src/rules/rwnn/shotgun/ShotgunReadings.ts';
import { newShotgunShare, shareShotgunHits } from '../../../../src/rules/rwnn/shotgun/shareShotgunHits.ts';

const dir = fileURLToPath(new URL('../../../../docs/rules/interpretations/', import.meta.url));

describe('shotgun readings by edition', () => {
  it('003 has only the template, in its own words; 000 and 002 play the Bengal Club dice version', () => {
    expect(shotgunReadings('rwnn-1996')).toMatchObject({
      rule: 'template',
      sawnOffSpot: 'six-inches',
      sawnOffReach: 'one-inch',
      sawnOffEffect: 'minus-two-over-nine',
      lineReach: 'base',
      movingMiss: 'never',
    });
    for (const preset of ['rwnn-extended', 'rwnn-quickref'] as const)
      expect(shotgunReadings(preset)).toMatchObject({
        rule: 'dice',
        sawnOffSpot: 'twelve-inches',
        sawnOffReach: 'wide-within-six',
        sawnOffEffect: 'minus-two-over-six',
        lineReach: 'head',
        movingMiss: 'nonzero-even',
      });
  });

  it("options change single readings; `ruleset` keeps the edition's; a bad value is refused", () => {
    expect(shotgunReadingsFrom('rwnn-1996', { 'shootout.shotgunRule': 'dice' }).rule).toBe('dice');
    expect(shotgunReadingsFrom('rwnn-1996', { 'shootout.shotgunMovingMiss': 'ruleset' }).movingMiss).toBe(
      'never',
    );
    expect(shotgunReadingsFrom('rwnn-extended', { 'shootout.shotgunLine': 'segment' }).line).toBe('segment');
    expect(shotgunReadingsFrom('rwnn-quickref', { 'shootout.shotgunMovingMiss': 'even' }).movingMiss).toBe(
      'even',
    );
    expect(shotgunReadingsFrom('rwnn-extended')).toEqual(shotgunReadings('rwnn-extended'));
    expect(() => shotgunReadingsFrom('rwnn-extended', { 'shootout.shotgunRule': 'both' })).toThrow(TypeError);
  });

  it.each(SHOTGUN_READING_OPTIONS.map((o) => [o.key, o] as const))(
    '%s has its register entry, naming the option, its values and default',
    (_, o) => {
      const file = `${dir}${o.entry}`;
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(o.key);
      for (const v of o.values) expect(text).toContain(v);
      expect(text).toContain(`default \`${o.default}\``);
      for (const heading of ['## Passage', '## Location', '## Readings', '## Default', '## Option'])
        expect(text).toContain(heading);
    },
  );
});

describe('sharing out the hits (000 SHOTGUNS, Bengal Club Rules Version)', () => {
  const share = (hits: number, others: number, lone: 'all-hits' | 'half-hits' = 'all-hits') => ({
    ...shareShotgunHits(hits, others, lone, newShotgunShare()),
  });

  it('"The target receives ½ of the hits, rounded up. (So out of 7 hits, he’d take 4.)"', () => {
    expect(share(7, 2)).toEqual({ target: 4, each: 1, leftover: 1, lost: 0 });
    expect(share(1, 3)).toEqual({ target: 1, each: 0, leftover: 0, lost: 0 });
    expect(share(9, 2)).toEqual({ target: 5, each: 2, leftover: 0, lost: 0 });
  });

  it("with nobody to share, all the hits or the target's half", () => {
    expect(share(7, 0)).toEqual({ target: 7, each: 0, leftover: 0, lost: 0 });
    expect(share(7, 0, 'half-hits')).toEqual({ target: 4, each: 0, leftover: 0, lost: 3 });
  });
});
