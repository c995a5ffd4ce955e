import type { OptionValues, ReadingOption } from '../../../odds/OddsMechanic.ts';

/**
 * The options a game plays with under the edition preset `preset`: those `given` (an experiment's
 * `options`, `--option key=value`), and for every option of `list` not given whose preset reads otherwise
 * than its default, the preset's value. So a reader that only knows an option's default still plays the
 * edition's own reading, and a designer's explicit value always wins.
 *
 * @example withPresetValues('rwnn-1996', {}, SHOOTOUT_OPTIONS)['shot.luckyShot'] === 'no'
 */
export function withPresetValues(
  preset: string,
  given: OptionValues,
  list: readonly ReadingOption[],
): OptionValues {
  let out: Record<string, string> | null = null;
  for (const o of list) {
    const v = o.presets?.[preset];
    if (v === undefined || given[o.key] !== undefined) continue;
    out ??= { ...given };
    out[o.key] = v;
  }
  return out ?? given;
}

/**
 * The value an option plays under the preset `preset` when a file does not name it.
 *
 * @example presetValue(seriousArmReload, 'rwnn-1996') === 'can-reload'
 */
export function presetValue(o: ReadingOption, preset: string): string {
  return o.presets?.[preset] ?? o.default;
}
