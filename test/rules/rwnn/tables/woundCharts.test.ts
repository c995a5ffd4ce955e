import { describe, expect, it } from 'vitest';
import {
  HIT_LOCATIONS,
  WOUND_CHART_NORMAL,
  WOUND_CHART_QUICKREF,
  WOUND_CHART_TOUGH,
} from '../../../../src/rules/rwnn/tables/woundCharts.ts';
import type { WoundChart } from '../../../../src/rules/rwnn/tables/woundCharts.ts';

// Each printed row, cell by cell (effect die 1..6), as [location, face, printed words, wound, knock].
type Cell = readonly [string, 1 | 2 | 3 | 4 | 5 | 6, string, string, string];

// 000 Appendix – B, "Wound Chart/Chits: Normal/ More Severe".
const APPENDIX_B: readonly Cell[] = [
  ['head', 1, 'Graze', 'graze', 'none'],
  ['head', 2, 'Graze', 'graze', 'none'],
  ['head', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['head', 4, 'Flesh Wound & Knocked Out', 'flesh-wound', 'knocked-out'],
  ['head', 5, 'Dead!', 'dead', 'none'],
  ['head', 6, 'Dead!', 'dead', 'none'],
  ['chest', 1, 'Graze', 'graze', 'none'],
  ['chest', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['chest', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['chest', 4, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['chest', 5, 'Serious Wound & Knocked Out', 'serious-wound', 'knocked-out'],
  ['chest', 6, 'Dead!', 'dead', 'none'],
  ['rightArm', 1, 'Graze', 'graze', 'none'],
  ['rightArm', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 4, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 5, 'Serious Wound', 'serious-wound', 'none'],
  ['rightArm', 6, 'Serious Wound & Knocked Down', 'serious-wound', 'knocked-down'],
  ['leftArm', 1, 'Graze', 'graze', 'none'],
  ['leftArm', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 4, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 5, 'Serious Wound', 'serious-wound', 'none'],
  ['leftArm', 6, 'Serious Wound & Knocked Down', 'serious-wound', 'knocked-down'],
  ['belly', 1, 'Graze', 'graze', 'none'],
  ['belly', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['belly', 3, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['belly', 4, 'Serious Wound & Knocked Out', 'serious-wound', 'knocked-out'],
  ['belly', 5, 'Dead!', 'dead', 'none'],
  ['belly', 6, 'Dead!', 'dead', 'none'],
  ['legs', 1, 'Graze', 'graze', 'none'],
  ['legs', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['legs', 3, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['legs', 4, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['legs', 5, 'Serious Wound & Knocked Down', 'serious-wound', 'knocked-down'],
  ['legs', 6, 'Serious Wound & Knocked Out', 'serious-wound', 'knocked-out'],
];

// 000 Appendix – C, "Wound Chits: Tough/Less Severe".
const APPENDIX_C: readonly Cell[] = [
  ['head', 1, 'Graze', 'graze', 'none'],
  ['head', 2, 'Graze', 'graze', 'none'],
  ['head', 3, 'Graze', 'graze', 'none'],
  ['head', 4, 'Flesh Wound', 'flesh-wound', 'none'],
  ['head', 5, 'Flesh Wound & Knocked Out', 'flesh-wound', 'knocked-out'],
  ['head', 6, 'Dead!', 'dead', 'none'],
  ['chest', 1, 'Graze', 'graze', 'none'],
  ['chest', 2, 'Graze', 'graze', 'none'],
  ['chest', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['chest', 4, 'Flesh Wound', 'flesh-wound', 'none'],
  ['chest', 5, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['chest', 6, 'Serious Wound & Knocked Out', 'serious-wound', 'knocked-out'],
  ['rightArm', 1, 'Graze', 'graze', 'none'],
  ['rightArm', 2, 'Graze', 'graze', 'none'],
  ['rightArm', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 4, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 5, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 6, 'Serious Wound', 'serious-wound', 'none'],
  ['leftArm', 1, 'Graze', 'graze', 'none'],
  ['leftArm', 2, 'Graze', 'graze', 'none'],
  ['leftArm', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 4, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 5, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 6, 'Serious Wound', 'serious-wound', 'none'],
  ['belly', 1, 'Graze', 'graze', 'none'],
  ['belly', 2, 'Graze', 'graze', 'none'],
  ['belly', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['belly', 4, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['belly', 5, 'Serious Wound & Knocked Out', 'serious-wound', 'knocked-out'],
  ['belly', 6, 'Dead!', 'dead', 'none'],
  ['legs', 1, 'Graze', 'graze', 'none'],
  ['legs', 2, 'Graze', 'graze', 'none'],
  ['legs', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['legs', 4, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['legs', 5, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['legs', 6, 'Serious Wound & Knocked Down', 'serious-wound', 'knocked-down'],
];

// 002 "Wound Chart", blanks filled with the cell to their left. Printed rows (| separates columns, an
// empty column is a blank cell):
// 1 (Head)      | Graze | (blank)     | Flesh Wound | Flesh Wound & Knocked Out | Dead | (blank)
// 2 (Chest)     | Graze | Flesh Wound | (blank) | Flesh Wound & Knocked Down | Serious Wound & Knocked Out | Dead
// 3 (Right Arm) | Graze | Flesh Wound | (blank) | (blank) | Serious Wound | Serious Wound & Knocked Down
// 4 (Left Arm)  | Graze | Flesh Wound | (blank) | (blank) | Serious Wound | Serious Wound & Knocked Down
// 5 (Belly)     | Graze | Flesh Wound | Flesh Wound & Knocked Down | Serious Wound & Knocked Down | Dead | (blank)
// 6 (Legs)      | Graze | Flesh Wound | Flesh Wound & Knocked Down | (blank) | Serious Wound & Knocked Down | Serious Wound & Knocked Out
const QUICKREF: readonly Cell[] = [
  ['head', 1, 'Graze', 'graze', 'none'],
  ['head', 2, 'Graze', 'graze', 'none'],
  ['head', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['head', 4, 'Flesh Wound & Knocked Out', 'flesh-wound', 'knocked-out'],
  ['head', 5, 'Dead', 'dead', 'none'],
  ['head', 6, 'Dead', 'dead', 'none'],
  ['chest', 1, 'Graze', 'graze', 'none'],
  ['chest', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['chest', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['chest', 4, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['chest', 5, 'Serious Wound & Knocked Out', 'serious-wound', 'knocked-out'],
  ['chest', 6, 'Dead', 'dead', 'none'],
  ['rightArm', 1, 'Graze', 'graze', 'none'],
  ['rightArm', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 4, 'Flesh Wound', 'flesh-wound', 'none'],
  ['rightArm', 5, 'Serious Wound', 'serious-wound', 'none'],
  ['rightArm', 6, 'Serious Wound & Knocked Down', 'serious-wound', 'knocked-down'],
  ['leftArm', 1, 'Graze', 'graze', 'none'],
  ['leftArm', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 3, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 4, 'Flesh Wound', 'flesh-wound', 'none'],
  ['leftArm', 5, 'Serious Wound', 'serious-wound', 'none'],
  ['leftArm', 6, 'Serious Wound & Knocked Down', 'serious-wound', 'knocked-down'],
  ['belly', 1, 'Graze', 'graze', 'none'],
  ['belly', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['belly', 3, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['belly', 4, 'Serious Wound & Knocked Down', 'serious-wound', 'knocked-down'],
  ['belly', 5, 'Dead', 'dead', 'none'],
  ['belly', 6, 'Dead', 'dead', 'none'],
  ['legs', 1, 'Graze', 'graze', 'none'],
  ['legs', 2, 'Flesh Wound', 'flesh-wound', 'none'],
  ['legs', 3, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['legs', 4, 'Flesh Wound & Knocked Down', 'flesh-wound', 'knocked-down'],
  ['legs', 5, 'Serious Wound & Knocked Down', 'serious-wound', 'knocked-down'],
  ['legs', 6, 'Serious Wound & Knocked Out', 'serious-wound', 'knocked-out'],
];

function cellOf(chart: WoundChart, location: string, face: 1 | 2 | 3 | 4 | 5 | 6) {
  const row = Object.entries(chart.rows).find(([loc]) => loc === location)?.[1];
  return row?.[face];
}

describe.each([
  ['WOUND_CHART_NORMAL (000 Appendix – B)', WOUND_CHART_NORMAL, APPENDIX_B],
  ['WOUND_CHART_TOUGH (000 Appendix – C)', WOUND_CHART_TOUGH, APPENDIX_C],
  ['WOUND_CHART_QUICKREF (002 Wound Chart)', WOUND_CHART_QUICKREF, QUICKREF],
] as const)('%s', (_name, chart: WoundChart, cells: readonly Cell[]) => {
  it('has exactly 6 locations x 6 effect-die cells', () => {
    expect(Object.keys(chart.rows)).toEqual(['head', 'chest', 'rightArm', 'leftArm', 'belly', 'legs']);
    for (const row of Object.values(chart.rows))
      expect(Object.keys(row)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(cells).toHaveLength(36);
  });

  it.each(cells)('%s %i: "%s"', (location, face, printed, wound, knock) => {
    expect(cellOf(chart, location, face)).toEqual({ wound, knock, printed });
  });

  it('maps the location die 1 Head ... 6 Legs', () => {
    expect(chart.locationDie).toEqual({
      1: 'head',
      2: 'chest',
      3: 'rightArm',
      4: 'leftArm',
      5: 'belly',
      6: 'legs',
    });
    expect(HIT_LOCATIONS).toEqual(['head', 'chest', 'rightArm', 'leftArm', 'belly', 'legs']);
  });
});

describe('wound chart specifics', () => {
  it('pins the example cell: Appendix B Head 4 is "Flesh Wound & Knocked Out"', () => {
    expect(WOUND_CHART_NORMAL.rows.head[4]).toEqual({
      wound: 'flesh-wound',
      knock: 'knocked-out',
      printed: 'Flesh Wound & Knocked Out',
    });
  });

  it('002 Belly 4 is printed "Serious Wound & Knocked Down"; 000 Appendix B has "& Knocked Out"', () => {
    expect(WOUND_CHART_QUICKREF.rows.belly[4].knock).toBe('knocked-down');
    expect(WOUND_CHART_NORMAL.rows.belly[4].knock).toBe('knocked-out');
  });

  it('records which 002 cells were blank and filled from the left', () => {
    expect(WOUND_CHART_QUICKREF.filledFromLeft).toEqual({
      head: [2, 6],
      chest: [3],
      rightArm: [3, 4],
      leftArm: [3, 4],
      belly: [6],
      legs: [4],
    });
    // "1 Graze, 2 blank → Graze ... 5 Dead, 6 blank → Dead"
    expect(WOUND_CHART_QUICKREF.rows.head[2].printed).toBe('Graze');
    expect(WOUND_CHART_QUICKREF.rows.head[6].printed).toBe('Dead');
    expect(WOUND_CHART_QUICKREF.rows.legs[4].printed).toBe('Flesh Wound & Knocked Down');
    expect(WOUND_CHART_NORMAL.filledFromLeft).toEqual({
      head: [],
      chest: [],
      rightArm: [],
      leftArm: [],
      belly: [],
      legs: [],
    });
  });

  it('cites its appendix or sheet section, and its side of the chits', () => {
    expect(WOUND_CHART_NORMAL.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Appendix – B',
    });
    expect(WOUND_CHART_TOUGH.source).toEqual({
      document: '000_53eda652e9702143.txt',
      section: 'Appendix – C',
    });
    expect(WOUND_CHART_QUICKREF.source).toEqual({
      document: '002_a287e5c7c10177d4.txt',
      section: 'Wound Chart',
    });
    expect([WOUND_CHART_NORMAL.side, WOUND_CHART_TOUGH.side, WOUND_CHART_QUICKREF.side]).toEqual([
      'normal',
      'tough',
      'normal',
    ]);
  });
});
