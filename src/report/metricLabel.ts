/**
 * A metric's name in words, for tables and charts: "pAWins" reads as "A wins", "pBothDown" as "Both down",
 * "exchanges" as "Exchanges". The JSON outputs keep the names.
 *
 * @example metricLabel('pAWins') // 'A wins'
 */
export function metricLabel(name: string): string {
  const words = name
    .replace(/^p(?=[A-Z])/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w.length > 1 ? w.toLowerCase() : w))
    .join(' ');
}
