/**
 * The plural of a figure's class or name as the rules write it: "gunman" gives "gunmen", "Citizen" gives
 * "Citizens".
 *
 * @example pluralNoun('Gunman') // 'Gunmen'
 */
export function pluralNoun(noun: string): string {
  return /man$/.test(noun) ? noun.replace(/man$/, 'men') : `${noun}s`;
}
