import { describe, expect, it } from 'vitest';
import {
  RANGE_BANDS,
  RANGE_CHART_EXTENDED,
  RANGE_CHART_QUICKREF,
} from '../../../../src/rules/rwnn/tables/rangeChart.ts';

const EXT = { document: '000_53eda652e9702143.txt', section: 'RANGE CHART' };
const QR = { document: '002_a287e5c7c10177d4.txt', section: 'RANGES & NUMBER OF DICE' };

// 000 RANGE CHART, headed "Point Blank / Close / Medium / Long / Extreme", cells "range / dice".
describe('RANGE_CHART_EXTENDED (000 RANGE CHART)', () => {
  it('has the five bands in printed order', () => {
    expect(RANGE_BANDS).toEqual(['point-blank', 'close', 'medium', 'long', 'extreme']);
  });

  it('Bow: "2” / 2  6” / 3  9” / 2  24” / 1" (fourth cell is long: "long range extends to 24 inches")', () => {
    expect(RANGE_CHART_EXTENDED.rows.bow.bands).toEqual({
      'point-blank': { upToInches: 2, dice: 2, printed: '2” / 2' },
      close: { upToInches: 6, dice: 3, printed: '6” / 3' },
      medium: { upToInches: 9, dice: 2, printed: '9” / 2' },
      long: { upToInches: 24, dice: 1, printed: '24” / 1' },
      extreme: null,
    });
  });

  it('Pistol: "2” / 2  6” / 3  9” / 2  12” / 1  24” / -1"', () => {
    expect(RANGE_CHART_EXTENDED.rows.pistol.bands).toEqual({
      'point-blank': { upToInches: 2, dice: 2, printed: '2” / 2' },
      close: { upToInches: 6, dice: 3, printed: '6” / 3' },
      medium: { upToInches: 9, dice: 2, printed: '9” / 2' },
      long: { upToInches: 12, dice: 1, printed: '12” / 1' },
      extreme: { upToInches: 24, dice: -1, printed: '24” / -1' },
    });
  });

  it('Shotgun: "2” / 6  6” / 5  9” / 4  16” / 2  24” / 1"', () => {
    expect(RANGE_CHART_EXTENDED.rows.shotgun.bands).toEqual({
      'point-blank': { upToInches: 2, dice: 6, printed: '2” / 6' },
      close: { upToInches: 6, dice: 5, printed: '6” / 5' },
      medium: { upToInches: 9, dice: 4, printed: '9” / 4' },
      long: { upToInches: 16, dice: 2, printed: '16” / 2' },
      extreme: { upToInches: 24, dice: 1, printed: '24” /  1' },
    });
  });

  it('Sawn-off Shotgun: "2” / 8  6” / 6  8” / 4  12” / 2  18” / 1"', () => {
    expect(RANGE_CHART_EXTENDED.rows['sawn-off'].bands).toEqual({
      'point-blank': { upToInches: 2, dice: 8, printed: '2” / 8' },
      close: { upToInches: 6, dice: 6, printed: '6” / 6' },
      medium: { upToInches: 8, dice: 4, printed: '8” / 4' },
      long: { upToInches: 12, dice: 2, printed: '12” / 2' },
      extreme: { upToInches: 18, dice: 1, printed: '18” /  1' },
    });
  });

  it('Carbine: "2” / 1 6” / 2" (one OCR line) then "12” / 2  18” / 1  sight / -1"', () => {
    expect(RANGE_CHART_EXTENDED.rows.carbine.bands).toEqual({
      'point-blank': { upToInches: 2, dice: 1, printed: '2” / 1' },
      close: { upToInches: 6, dice: 2, printed: '6” / 2' },
      medium: { upToInches: 12, dice: 2, printed: '12” / 2' },
      long: { upToInches: 18, dice: 1, printed: '18” / 1' },
      extreme: { upToInches: 'in-sight', dice: -1, printed: 'sight / -1' },
    });
  });

  it('Rifle: "2” / 1 6” / 2" (one OCR line) then "12” / 3  24” / 2  sight / 0"', () => {
    expect(RANGE_CHART_EXTENDED.rows.rifle.bands).toEqual({
      'point-blank': { upToInches: 2, dice: 1, printed: '2” /  1' },
      close: { upToInches: 6, dice: 2, printed: '6” / 2' },
      medium: { upToInches: 12, dice: 3, printed: '12” / 3' },
      long: { upToInches: 24, dice: 2, printed: '24” / 2' },
      extreme: { upToInches: 'in-sight', dice: 0, printed: 'sight / 0' },
    });
  });

  it('has no repeating-rifle or breech-loader row: both read the Rifle row', () => {
    for (const w of ['repeating-rifle', 'breech-loader'] as const) {
      const row = RANGE_CHART_EXTENDED.rows[w];
      expect(row.printedLabel).toBeNull();
      expect(row.borrowedFrom).toEqual({
        weapon: 'rifle',
        document: 'same',
        interpretation: 'range-rows-repeating-and-breech-loader',
      });
      expect(row.bands.medium).toEqual({ upToInches: 12, dice: 3, printed: '12” / 3' });
      expect(row.bands.extreme).toEqual({ upToInches: 'in-sight', dice: 0, printed: 'sight / 0' });
    }
  });

  it('prints the row labels as the book does', () => {
    expect(RANGE_CHART_EXTENDED.rows.bow.printedLabel).toBe('Bow:');
    expect(RANGE_CHART_EXTENDED.rows.pistol.printedLabel).toBe('Pistol:');
    expect(RANGE_CHART_EXTENDED.rows.shotgun.printedLabel).toBe('Shotgun:');
    expect(RANGE_CHART_EXTENDED.rows['sawn-off'].printedLabel).toBe('Sawn-off Shotgun:');
    expect(RANGE_CHART_EXTENDED.rows.carbine.printedLabel).toBe('Carbine:');
    expect(RANGE_CHART_EXTENDED.rows.rifle.printedLabel).toBe('Rifle');
  });

  it('cites 000 RANGE CHART for the table and every row', () => {
    expect(RANGE_CHART_EXTENDED.source).toEqual(EXT);
    for (const row of Object.values(RANGE_CHART_EXTENDED.rows)) expect(row.source).toEqual(EXT);
  });
});

// 002 RANGES & NUMBER OF DICE, cells "range - dice".
describe('RANGE_CHART_QUICKREF (002 RANGES & NUMBER OF DICE)', () => {
  it('Pistol: 2" - 2d6, 6" - 3d6, 9" - 2d6, 12" - 1d6, 24" - -1d6', () => {
    expect(RANGE_CHART_QUICKREF.rows.pistol.bands).toEqual({
      'point-blank': { upToInches: 2, dice: 2, printed: '2" - 2d6' },
      close: { upToInches: 6, dice: 3, printed: '6" - 3d6' },
      medium: { upToInches: 9, dice: 2, printed: '9" - 2d6' },
      long: { upToInches: 12, dice: 1, printed: '12" - 1d6' },
      extreme: { upToInches: 24, dice: -1, printed: '24" - -1d6' },
    });
  });

  it('Rifle: 2" - 1d6, 6" - 2d6, 12" - 3d6, 24" - 2d6, In Sight - 0d6', () => {
    expect(RANGE_CHART_QUICKREF.rows.rifle.bands).toEqual({
      'point-blank': { upToInches: 2, dice: 1, printed: '2" - 1d6' },
      close: { upToInches: 6, dice: 2, printed: '6" - 2d6' },
      medium: { upToInches: 12, dice: 3, printed: '12" - 3d6' },
      long: { upToInches: 24, dice: 2, printed: '24" - 2d6' },
      extreme: { upToInches: 'in-sight', dice: 0, printed: 'In Sight - 0d6' },
    });
  });

  it('Shotgun (Template): 2" - 2d6, 6" - 4d6, 9" - 2d6, 12" - 0d6, N/A', () => {
    expect(RANGE_CHART_QUICKREF.rows.shotgun.printedLabel).toBe('Shotgun (Template)');
    expect(RANGE_CHART_QUICKREF.rows.shotgun.bands).toEqual({
      'point-blank': { upToInches: 2, dice: 2, printed: '2" - 2d6' },
      close: { upToInches: 6, dice: 4, printed: '6" - 4d6' },
      medium: { upToInches: 9, dice: 2, printed: '9" - 2d6' },
      long: { upToInches: 12, dice: 0, printed: '12" - 0d6' },
      extreme: null,
    });
  });

  it('reads its own Rifle row for the repeating rifle and breech-loader', () => {
    for (const w of ['repeating-rifle', 'breech-loader'] as const) {
      const row = RANGE_CHART_QUICKREF.rows[w];
      expect(row.borrowedFrom).toEqual({
        weapon: 'rifle',
        document: 'same',
        interpretation: 'quickref-missing-range-rows',
      });
      expect(row.source).toEqual(QR);
      expect(row.bands['point-blank']).toEqual({ upToInches: 2, dice: 1, printed: '2" - 1d6' });
      expect(row.bands.extreme).toEqual({ upToInches: 'in-sight', dice: 0, printed: 'In Sight - 0d6' });
    }
  });

  it("reads 000's rows for the carbine, sawn-off and bow, citing 000", () => {
    for (const w of ['carbine', 'sawn-off', 'bow'] as const) {
      const row = RANGE_CHART_QUICKREF.rows[w];
      expect(row.borrowedFrom).toEqual({
        weapon: w,
        document: 'extended',
        interpretation: 'quickref-missing-range-rows',
      });
      expect(row.source).toEqual(EXT);
    }
    expect(RANGE_CHART_QUICKREF.rows.carbine.bands.long).toEqual({
      upToInches: 18,
      dice: 1,
      printed: '18” / 1',
    });
    expect(RANGE_CHART_QUICKREF.rows['sawn-off'].bands['point-blank']).toEqual({
      upToInches: 2,
      dice: 8,
      printed: '2” / 8',
    });
    expect(RANGE_CHART_QUICKREF.rows.bow.bands.extreme).toBeNull();
  });

  it('cites 002 for the table and its printed rows', () => {
    expect(RANGE_CHART_QUICKREF.source).toEqual(QR);
    for (const w of ['pistol', 'rifle', 'shotgun'] as const)
      expect(RANGE_CHART_QUICKREF.rows[w].source).toEqual(QR);
  });
});
