import { pluralNoun } from './pluralNoun.ts';

/** Fields of the experiment file whose names say less than a word would. */
const FIELD_WORDS: Readonly<Record<string, string>> = { at: 'position' };

/** "shotgunRule" reads as "shotgun rule", "at" as "position". */
function words(name: string): string {
  return (FIELD_WORDS[name] ?? name).replace(
    /([a-z])([A-Z])/g,
    (_, a: string, b: string) => `${a} ${b.toLowerCase()}`,
  );
}

/** A label starts with a capital, as the first word of a title or legend does. */
function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * An axis of the sweep in words: "a.policy" reads as "A's policy", "gunmen.figures.gunman.count" as "Number
 * of gunmen", "a.figures.hero.skills" as "Hero's skills", "options.shootout.shotgunRule" as "Shotgun rule",
 * "actionSets" as "Action sets".
 *
 * @example axisLabel('gunmen.figures.gunman.count') // 'Number of gunmen'
 */
export function axisLabel(name: string): string {
  const member = /^[a-z0-9-]+\.figures\.([a-z0-9-]+)\.([A-Za-z]+)$/.exec(name);
  if (member)
    return member[2] === 'count'
      ? `Number of ${pluralNoun(member[1]!)}`
      : `${capitalised(member[1]!)}'s ${words(member[2]!)}`;
  const figure = /^([a-z])\.([A-Za-z.]+)$/.exec(name);
  if (figure) return `${figure[1]!.toUpperCase()}'s ${words(figure[2]!.split('.').pop()!)}`;
  const option = /^options\.(.+)$/.exec(name);
  if (option) return capitalised(words(option[1]!.split('.').pop()!));
  return capitalised(words(name));
}
