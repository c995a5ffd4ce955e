import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMOTION_READING_OPTIONS } from '../../../../src/rules/rwnn/emotions/EmotionReadings.ts';
import { NERVE_READING_OPTIONS } from '../../../../src/rules/rwnn/nerve/NerveReadings.ts';

const dir = fileURLToPath(new URL('../../../../docs/rules/interpretations/', import.meta.url));

describe('the nerve and emotion options have their register entries', () => {
  it.each([...NERVE_READING_OPTIONS, ...EMOTION_READING_OPTIONS].map((o) => [o.key, o] as const))(
    '%s: its entry names the option, its values and its default, under the five headings',
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
