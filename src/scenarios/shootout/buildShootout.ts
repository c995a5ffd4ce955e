import { parseShootoutPolicy } from '../../policies/shootout/parseShootoutPolicy.ts';
import { RULESET_OPTIONS } from '../../rules/rwnn/ruleset/rulesetOptions.ts';
import { rwnnRuleset } from '../../rules/rwnn/ruleset/rwnnRuleset.ts';
import { Gunfighter } from './Gunfighter.ts';
import type { ShootoutCell } from './ShootoutCell.ts';
import {
  SHOOTOUT_BLADES,
  SHOOTOUT_AUTOMATICS,
  SHOOTOUT_GRAPESHOT,
  SHOOTOUT_WEAPONS,
} from './ShootoutCell.ts';
import { ShootoutGame } from './ShootoutGame.ts';
import { shootoutRules } from './ShootoutRules.ts';
import { shootoutTable } from './shootoutTables.ts';
import { tableOptionsFrom } from './table/tableReadingOptions.ts';

/** Inches between figures set out side by side in a start area or around a named position. */
const SPACING = 1.5;

/**
 * Builds the game a shootout cell plays: the ruleset with the cell's ruleset options, the shootout rules
 * with all its options, the compiled table, and every figure (a `count` entry made into that many figures)
 * with his tactic and start: his `at` point or named position, or evenly spread across his side's start
 * area, facing the way the area faces; his group and whether he leads it; a Le Mat's grapeshot barrel and
 * his blade. Figures are in side order, then file order.
 *
 * @example const game = buildShootout(cell); game.play(dice, result);
 */
export function buildShootout(cell: ShootoutCell): ShootoutGame {
  const rulesetOptions = Object.fromEntries(
    Object.entries(cell.options).filter(([k]) => RULESET_OPTIONS.some((o) => o.key === k)),
  );
  const rules = shootoutRules(rwnnRuleset(cell.ruleset, rulesetOptions), cell.options);
  const table = shootoutTable(cell.params.table, tableOptionsFrom(cell.options));
  const figures: Gunfighter[] = [];
  // A figure name used by more than one side is told apart by his side's name ("west legend").
  const sidesUsing = new Map<string, number>();
  for (const { side } of cell.sides)
    for (const name of Object.keys(side.figures)) sidesUsing.set(name, (sidesUsing.get(name) ?? 0) + 1);
  // Groups are numbered across the game: a group's name belongs to its side.
  const groups = new Map<string, number>();
  cell.sides.forEach(({ name: sideName, side }, s) => {
    const inArea: Gunfighter[] = [];
    for (const [name, entry] of Object.entries(side.figures)) {
      for (let k = 1; k <= entry.count; k++) {
        const policy = parseShootoutPolicy(entry.policy);
        // A canonical cell's policies parse; a failure here is a bug.
        if (typeof policy === 'string') throw new RangeError(policy);
        const shown = sidesUsing.get(name)! > 1 ? `${sideName} ${name}` : name;
        const g = new Gunfighter(
          {
            name: entry.count > 1 ? `${shown}-${k}` : shown,
            cls: entry.class,
            weapons: SHOOTOUT_WEAPONS[entry.weapon]!,
            gained: entry.skills,
          },
          figures.length,
          s,
          policy,
        );
        g.grapeshot = SHOOTOUT_GRAPESHOT.has(entry.weapon);
        if (entry.blade !== null) g.blade = SHOOTOUT_BLADES[entry.blade]!;
        if (entry.rider !== undefined) {
          g.riderClass = entry.rider;
          g.startsMounted = entry.mounted ?? true;
          g.plainsIndian = entry.plainsIndian === true;
        }
        if (entry.dynamite !== null) {
          g.dynamiteSticks = entry.dynamite.sticks;
          g.dynamiteBundles = entry.dynamite.bundles;
        }
        if (entry.indian !== undefined) g.indian = entry.indian;
        g.muzzleLoader = entry.loading === 'muzzle';
        g.automatic = SHOOTOUT_AUTOMATICS.has(entry.weapon);
        if (entry.hidden === true) g.startsHidden = true;
        if (entry.lariat === true) g.lariat = true;
        figures.push(g);
        if (entry.group !== null) {
          const key = `${s}/${entry.group}`;
          if (!groups.has(key)) groups.set(key, groups.size);
          g.group = groups.get(key)!;
          g.leads = entry.leader;
        }
        if (entry.at === null) inArea.push(g);
        else if (typeof entry.at === 'string') {
          const p = table.position(entry.at)!;
          g.startX = p.x + (k - 1) * SPACING;
          g.startY = p.y;
          g.startFacing = p.facing;
        } else {
          g.startX = entry.at[0] + (k - 1) * SPACING;
          g.startY = entry.at[1];
          g.startFacing = facingToward(g.startX, g.startY, table.width / 2, table.depth / 2);
        }
      }
    }
    if (inArea.length > 0 && side.area !== null) spread(inArea, table.area(side.area)!);
  });
  return new ShootoutGame(rules, table, figures, {
    cardCap: cell.params.cardCap,
    placement: cell.params.placement,
    actionSets: cell.params.actionSets,
    ...(cell.params.herd !== undefined ? { herd: cell.params.herd } : {}),
    ...(cell.params.town !== undefined ? { town: cell.params.town } : {}),
  });
}

/** Sets figures out along the long side of a start area, evenly, in rows if they do not fit in one. */
function spread(
  figures: readonly Gunfighter[],
  a: { x0: number; y0: number; x1: number; y1: number; facing: number },
): void {
  const w = a.x1 - a.x0;
  const h = a.y1 - a.y0;
  const along = w >= h;
  const length = along ? w : h;
  const perRow = Math.max(1, Math.floor(length / SPACING));
  const rows = Math.ceil(figures.length / perRow);
  figures.forEach((g, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, figures.length - row * perRow);
    const t = ((i % perRow) + 0.5) / inRow;
    const u = (row + 0.5) / rows;
    g.startX = along ? a.x0 + w * t : a.x0 + w * u;
    g.startY = along ? a.y0 + h * u : a.y0 + h * t;
    g.startFacing = a.facing;
  });
}

function facingToward(x: number, y: number, tx: number, ty: number): number {
  return (Math.atan2(ty - y, tx - x) * 180) / Math.PI;
}
