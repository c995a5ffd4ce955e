/**
 * A name made safe for a file name and an HTML id: lower-case letters, digits and single dashes. Different
 * metric names can meet on one slug ("pAWins" and "p-a-wins"); `reportCharts` numbers repeats apart.
 *
 * @example chartSlug('meanExchanges') // 'meanexchanges'
 */
export function chartSlug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'chart'
  );
}
