import { describe, expect, it } from 'vitest';
import { loadTable } from '../../../../src/scenarios/shootout/table/loadTable.ts';
import { tableSvg } from '../../../../src/scenarios/shootout/table/tableSvg.ts';
import { tableOf } from './tableKit.ts';

describe('tableSvg', () => {
  it('draws the table at its size, each building, the start areas and the figures given', () => {
    const t = loadTable('main-street');
    const svg = tableSvg(t, [{ x: 8, y: 15, facing: 0, side: 0, label: 'Wyatt' }], { scale: 10 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>saloon<');
    expect(svg).toContain('>west<');
    expect(svg).toContain('>Wyatt<');
    expect(svg.match(/stroke-width="2"\/>/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it('escapes names and can leave labels out', () => {
    const t = tableOf([
      { kind: 'building', name: 'Bob & <Sons>', at: [1, 1], size: [4, 4], material: 'wooden' },
    ]);
    expect(tableSvg(t)).toContain('Bob &#38; &#60;Sons&#62;');
    expect(tableSvg(t, [], { labels: false })).not.toContain('Bob');
  });
});
