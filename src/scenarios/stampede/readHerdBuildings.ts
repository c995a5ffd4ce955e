import { pointRectDistance } from '../../geometry/pointRectDistance.ts';
import { BUILDING_MATERIALS, type BuildingMaterial } from '../../rules/rwnn/stampede/buildingInStampede.ts';
import type { JsonValue } from '../Scenario.ts';
import { isJsonObject as isObject, showJson as show } from '../jsonValues.ts';
import type { TableBuilding } from './HerdBuildings.ts';

const MOST_BUILDINGS = 20;
const MOST_INCHES = 72;
const MOST_SIZE = 48;
const FIELDS = ['material', 'at', 'size'];

/**
 * `params.buildings`: a list of `{ material, at: [x, y], size: [across, up] }`, the middle of each in inches
 * from the lead animal as for men, none standing where the herd as it stands, or re-formed about its middle
 * on any heading, would reach (within `swing` inches of (0, `middleY`)). Null after a failure reported.
 *
 * @example readHerdBuildings([{ material: 'wood', at: [0, 12], size: [6, 4] }], -3, 3.6, fail)
 */
export function readHerdBuildings(
  v: JsonValue,
  middleY: number,
  swing: number,
  fail: (path: readonly (string | number)[], expected: string) => void,
): TableBuilding[] | null {
  const shape = `{ material: ${BUILDING_MATERIALS.join(' | ')}, at: [x, y], size: [across, up] }`;
  if (!Array.isArray(v) || v.length > MOST_BUILDINGS) {
    fail(['params', 'buildings'], `a list of at most ${MOST_BUILDINGS} ${shape} (got ${show(v)})`);
    return null;
  }
  const out: TableBuilding[] = [];
  (v as readonly JsonValue[]).forEach((b, k) => {
    const pair = (f: string): readonly JsonValue[] => {
      const p: JsonValue | undefined = isObject(b) ? b[f] : undefined;
      return Array.isArray(p) ? (p as readonly JsonValue[]) : [];
    };
    const within = (n: JsonValue | undefined, lo: number, hi: number): n is number =>
      typeof n === 'number' && Number.isFinite(n) && n > lo && n <= hi;
    const at = pair('at');
    const size = pair('size');
    const material = isObject(b) ? b.material : undefined;
    const extra = isObject(b) ? Object.keys(b).filter((f) => !FIELDS.includes(f)) : [];
    if (
      !isObject(b) ||
      typeof material !== 'string' ||
      !(BUILDING_MATERIALS as readonly string[]).includes(material) ||
      at.length !== 2 ||
      !within(at[0], -MOST_INCHES - 1, MOST_INCHES) ||
      !within(at[1], -MOST_INCHES - 1, MOST_INCHES) ||
      size.length !== 2 ||
      !within(size[0], 0, MOST_SIZE) ||
      !within(size[1], 0, MOST_SIZE) ||
      extra.length > 0
    ) {
      fail(
        ['params', 'buildings', k],
        `${shape}, x and y inches within ±${MOST_INCHES} of the lead animal, each side more than 0 and at most ${MOST_SIZE} (got ${show(b)})`,
      );
      return;
    }
    const [x, y, w, d] = [at[0], at[1], size[0], size[1]] as number[] as [number, number, number, number];
    if (pointRectDistance(0, middleY, x - w / 2, y - d / 2, x + w / 2, y + d / 2) <= swing) {
      fail(
        ['params', 'buildings', k],
        `a building more than ${swing.toFixed(1)}" from the herd's middle (0, ${middleY}), where the herd may re-form on any heading (got ${show(b)})`,
      );
      return;
    }
    out.push({ material: material as BuildingMaterial, x, y, width: w, depth: d });
  });
  return out.length === v.length ? out : null;
}
