import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIGHT_READINGS, fightReadings } from '../../../../src/rules/rwnn/fight/FightReadings.ts';
import {
  FIGHT_READING_OPTIONS,
  fightReadingsFrom,
} from '../../../../src/rules/rwnn/fight/fightReadingOptions.ts';

const dir = fileURLToPath(new URL('../../../../docs/rules/interpretations/', import.meta.url));

describe('the close-combat readings', () => {
  it.each(FIGHT_READING_OPTIONS.map((o) => [o.key, o] as const))(
    '%s has its register entry, naming the option, its values and default',
    (_, o) => {
      const file = `${dir}${o.entry}`;
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(o.key);
      for (const v of o.values) expect(text).toContain(v);
      expect(text).toContain(`default \`${o.default}\``);
    },
  );

  it("every option's default is the default reading", () => {
    const fromOptions = fightReadingsFrom('rwnn-extended');
    expect(fromOptions).toEqual(DEFAULT_FIGHT_READINGS);
    for (const o of FIGHT_READING_OPTIONS) {
      const field = o.key.slice('fight.'.length) as keyof typeof DEFAULT_FIGHT_READINGS;
      expect(DEFAULT_FIGHT_READINGS[field]).toBe(o.default);
    }
  });

  it('the three rulesets start from the same readings, and options change single ones', () => {
    expect(fightReadings('rwnn-1996')).toEqual(fightReadings('rwnn-quickref'));
    expect(fightReadingsFrom('rwnn-1996', { 'fight.severedLimb': 'dead' }).severedLimb).toBe('dead');
    expect(() => fightReadingsFrom('rwnn-1996', { 'fight.severedLimb': 'maimed' })).toThrow(
      /fight.severedLimb must be one of serious-wound, knocked-out, dead/,
    );
  });
});
