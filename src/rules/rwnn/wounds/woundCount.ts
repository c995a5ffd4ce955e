import { DOCTORIN_PROCEDURE } from '../tables/doctorin.ts';

/** The wounds a man carries, by severity. @example const w: WoundTally = { flesh: 1, serious: 0 }; */
export interface WoundTally {
  readonly flesh: number;
  readonly serious: number;
}

/**
 * How a chart line "for each wound" counts a man's wounds: one a wound whatever its severity
 * (`per-wound`), or by the severity Doctorin' gives them, a flesh wound 1 and a serious wound 2
 * (`per-severity`, 000 "Doctorin’ Procedure": "a Flesh Wound is a –1, and a Serious Wound is a –2").
 *
 * @example woundCount({ flesh: 1, serious: 1 }, 'per-severity') === 3
 */
export function woundCount(w: WoundTally, reading: 'per-wound' | 'per-severity'): number {
  if (reading === 'per-wound') return w.flesh + w.serious;
  const s = DOCTORIN_PROCEDURE.severityPerWound;
  return w.flesh * s['flesh-wound'] + w.serious * s['serious-wound'];
}
