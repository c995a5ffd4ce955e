import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';
import type { BandArms } from './readBandArms.ts';

/**
 * Gives a figure of character `id` what his band file carries for it beyond his gun and dynamite: his
 * side arm (001 5.4, Tab.8) and his flasks of nitroglycerine (5.5.1).
 *
 * @example equipFigure(guard, { sideArms: { guard: 'sword' } }, 'guard') // guard.sideArm === 'sword'
 */
export function equipFigure(f: FafdmFigure, arms: BandArms, id: string): void {
  f.sideArm = arms.sideArms?.[id] ?? null;
  f.startNitro = arms.nitroglycerine?.[id] ?? 0;
  f.nitro = f.startNitro;
}
