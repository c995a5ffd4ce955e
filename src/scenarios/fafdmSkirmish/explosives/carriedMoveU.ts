import type { FafdmFigure } from '../../../rules/fafdm/FafdmFigure.ts';

/**
 * 5.5.1 "Who carries NITROGLYCERIN ... can only move half of its movement": the U a move of Tab.2 lets
 * him go (register entry fafdm-nitroglycerine).
 *
 * @example carriedMoveU(bully, 10) === 5 // running with a flask
 */
export function carriedMoveU(fig: Readonly<FafdmFigure>, maxU: number): number {
  return fig.nitro > 0 ? maxU / 2 : maxU;
}
