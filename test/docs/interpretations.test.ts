import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ODDS_MECHANICS } from '../../src/odds/oddsMechanics.ts';
import { FAFDM_OPTIONS } from '../../src/rules/fafdm/FafdmReadings.ts';
import { CAMPAIGN_OPTIONS } from '../../src/rules/rwnn/experience/CampaignReadings.ts';
import { SHOOTOUT_OPTIONS } from '../../src/scenarios/shootout/shootoutOptions.ts';

const dir = fileURLToPath(new URL('../../docs/rules/interpretations/', import.meta.url));

describe('the interpretations register matches the code', () => {
  // The shootout's options hold the duel's (ruleset, shot, skill, fate deck and movement readings) and every
  // shootout module's (table, cover, fighting, shotguns, nerve, hatred and fear).
  const options = [
    ...ODDS_MECHANICS.flatMap((m) => m.options),
    ...SHOOTOUT_OPTIONS,
    ...FAFDM_OPTIONS,
    ...CAMPAIGN_OPTIONS,
  ];

  it('no two options share a key', () => {
    const keys = options.map((o) => o.key);
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(twice.filter((k) => !ODDS_MECHANICS.some((m) => m.options.some((o) => o.key === k)))).toEqual([]);
  });

  it.each(options.map((o) => [o.key, o] as const))(
    '%s has its entry, naming the option, its values and default',
    (_, o) => {
      const file = `${dir}${o.entry}`;
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(o.key);
      for (const v of o.values) expect(text).toContain(v);
      expect(text).toContain(`default \`${o.default}\``);
    },
  );

  it('every entry has the five parts: passage, location, readings, default, option', () => {
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
      const text = readFileSync(`${dir}${name}`, 'utf8');
      for (const heading of ['## Passage', '## Location', '## Readings', '## Default', '## Option']) {
        expect(text, `${name} lacks ${heading}`).toContain(heading);
      }
    }
  });

  it('the register index in docs/rules/README.md links every entry', () => {
    const index = readFileSync(fileURLToPath(new URL('../../docs/rules/README.md', import.meta.url)), 'utf8');
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.md')))
      expect(index, `${name} is not in the index`).toContain(`(interpretations/${name})`);
  });
});
