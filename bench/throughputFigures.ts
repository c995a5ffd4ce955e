import type { BenchFigure } from './BenchFigure.ts';
import type { Sample } from './measure.ts';
import type { MeasuredThroughput } from './measureThroughput.ts';
import type { Throughput } from './Throughput.ts';

/**
 * The dice floor's figure as measured in this run, the denominator of every throughput's ratio.
 *
 * @example const floor: FloorFigure = { name: DICE_FLOOR.name, rate: { median: 4.5e8, spread: 1e7, runs: 5 } };
 */
export interface FloorFigure {
  readonly name: string;
  readonly rate: Sample;
}

/**
 * A throughput's figures: its rate with the ratio to the dice floor (and, when its work counts dice, the share
 * of the floor's speed it keeps: "runs at 9% of the speed of just rolling its dice"), and its dice per unit.
 *
 * @example throughputFigures(THROUGHPUTS[4], measured, { name: DICE_FLOOR.name, rate })
 */
export function throughputFigures(t: Throughput, m: MeasuredThroughput, floor: FloorFigure): BenchFigure[] {
  const rate = m.rate.median;
  const ratio = m.ratio?.median ?? rate / floor.rate.median;
  const notes: string[] = [];
  if (m.dicePerUnit !== null)
    notes.push(
      `runs at ${(100 * ratio * m.dicePerUnit).toFixed(1)}% of the speed of just rolling its dice (${m.dicePerUnit.toFixed(1)} d6 per ${t.noun})`,
    );
  if (t.comparison) notes.push('for comparison, not checked');
  const target = t.target?.(rate, floor.rate.median);
  if (target) notes.push(target);
  const figures: BenchFigure[] = [
    {
      name: t.name,
      group: t.group,
      unit: t.unit,
      value: rate,
      spread: m.rate.spread,
      runs: m.rate.runs,
      biggerIsBetter: true,
      ratio: { floor: floor.name, value: ratio },
      checked: !t.comparison,
      ...(notes.length ? { note: notes.join('; ') } : {}),
    },
  ];
  if (m.dicePerUnit !== null)
    figures.push({
      name: `${t.name.replace(/:.*$/, '')}: dice per ${t.noun}`,
      group: t.group,
      unit: 'd6',
      value: m.dicePerUnit,
      spread: 0,
      runs: m.rate.runs,
      biggerIsBetter: false,
      checked: true,
      note: `dice consumed per trial (the same trials each run)`,
    });
  return figures;
}
