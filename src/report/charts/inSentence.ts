/**
 * A label as it reads inside a sentence: a capital that only starts the label goes ("Range" becomes "range"
 * in "A wins by range"), while acronyms and names that begin with a one-letter word keep theirs ("A's policy").
 *
 * @example inSentence('Range') // 'range'
 */
export function inSentence(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}
