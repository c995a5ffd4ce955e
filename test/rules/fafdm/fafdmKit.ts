import { FafdmFigure } from '../../../src/rules/fafdm/FafdmFigure.ts';
import type { FafdmCounts } from '../../../src/rules/fafdm/FafdmLog.ts';
import { OPEN_GROUND, type FafdmShotSituation } from '../../../src/rules/fafdm/FafdmShotSituation.ts';
import { fafdmReadingsFrom, type FafdmReadings } from '../../../src/rules/fafdm/FafdmReadings.ts';
import { fafdmCharacter } from '../../../src/rules/fafdm/tables/fafdmBands.ts';
import type { FafdmGunId } from '../../../src/rules/fafdm/tables/fafdmGuns.ts';

/** A figure from a band's list, e.g. `figure('lawmen/guard')`. */
export function figure(id: string, gun: FafdmGunId = 'six-shot', name?: string): FafdmFigure {
  const card = fafdmCharacter(id);
  if (!card) throw new Error(`no character ${id}`);
  return new FafdmFigure(name ?? card.name, card, gun);
}

/** The readings with some options set. */
export function readings(options: Record<string, string> = {}): FafdmReadings {
  return fafdmReadingsFrom(options);
}

export function counts(): FafdmCounts {
  return { shots: 0, hits: 0, wounds: 0, panics: 0 };
}

/** A log that keeps its lines. */
export function story(): { lines: string[]; line(t: string): void } {
  const lines: string[] = [];
  return { lines, line: (t) => lines.push(t) };
}

/** A shot's situation in the open, face to face, with some fields set. */
export function situation(set: Partial<FafdmShotSituation> = {}): FafdmShotSituation {
  return { ...OPEN_GROUND, ...set };
}
