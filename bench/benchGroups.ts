import { THROUGHPUTS } from './throughputs.ts';

/**
 * The groups `--only` can name, in the order the suite measures them: the in-process throughputs' groups
 * (dice, duel, shootout, fafdm, stampede), then odds latency, the runner, memory, the odds page in Chromium, the queue.
 *
 * @example benchGroups() // ['dice', 'duel', 'shootout', 'fafdm', 'stampede', 'odds', 'runner', 'memory', 'page', 'queue']
 */
export function benchGroups(): readonly string[] {
  return [...new Set(THROUGHPUTS.map((t) => t.group)), 'odds', 'runner', 'memory', 'page', 'queue'];
}
