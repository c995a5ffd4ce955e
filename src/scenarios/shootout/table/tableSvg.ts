import { MATERIAL } from '../../../rules/rwnn/cover/CoverMaterial.ts';
import { COVER_SHAPE } from '../../../rules/rwnn/cover/CoverShape.ts';
import { AREA, OUTLINE } from './AreaSet.ts';
import { PIECE } from './PieceKind.ts';
import type { Table } from './Table.ts';

/**
 * A figure to draw on a table: where he stands, optionally his facing (degrees), his side (colours by index)
 * and a label.
 *
 * @example const mark: TableFigureMark = { x: 10, y: 15, facing: 0, side: 0, label: 'Wyatt' };
 */
export interface TableFigureMark {
  readonly x: number;
  readonly y: number;
  readonly facing?: number;
  readonly side?: number;
  readonly label?: string;
}

/**
 * How to draw: pixels per inch (default 12), piece and area labels (default on), cover spots (default off).
 *
 * @example tableSvg(table, [], { scale: 8, spots: true })
 */
export interface TableSvgOptions {
  readonly scale?: number;
  readonly labels?: boolean;
  readonly spots?: boolean;
}

const SIDE_COLOURS = ['#c0392b', '#2c6fbb', '#27ae60', '#8e44ad', '#d35400', '#16a085'];
const AREA_FILL: Readonly<Record<number, readonly [string, string]>> = {
  [AREA.concealment]: ['#cdd98f', '#cdd98f'],
  [AREA.scrub]: ['#aab96b', '#7f8f45'],
  [AREA.woods]: ['#79a862', '#3f6e36'],
};

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/**
 * The table drawn as an SVG document, for reports and docs: the ground, areas (brush and wheat pale, scrub
 * olive, woods green, dense darker), buildings (adobe light, wooden dark, doors dark and windows blue on
 * their edge), adobe walls and fences (dashed), crates and wagons, rocks and trees, the start areas
 * (dashed outlines) and positions (crosses), optionally the cover spots, and any figures given (a disc per
 * base coloured by side, a tick for his facing, his label). y runs down the page. Not for the hot path.
 *
 * @example writeFileSync('main-street.svg', tableSvg(loadTable('main-street'), [{ x: 10, y: 15, side: 0 }]));
 */
export function tableSvg(
  table: Table,
  figures: readonly TableFigureMark[] = [],
  options: TableSvgOptions = {},
): string {
  const s = options.scale ?? 12;
  const labels = options.labels ?? true;
  const w = table.width * s;
  const h = table.depth * s;
  const out: string[] = [];
  const label = (x: number, y: number, text: string, size = 9): void => {
    if (labels)
      out.push(
        `<text x="${n(x * s)}" y="${n(y * s)}" font-size="${size}" text-anchor="middle" fill="#222">${esc(text)}</text>`,
      );
  };
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${n(w)} ${n(h)}" font-family="sans-serif">`,
    `<title>${esc(table.name)}</title>`,
    `<rect x="0" y="0" width="${n(w)}" height="${n(h)}" fill="#e8d9b5" stroke="#7a6a4a"/>`,
  );

  const a = table.areas;
  for (let i = 0; i < a.count; i++) {
    const fill = AREA_FILL[a.kind[i]!]![a.density[i]! >= 2 ? 1 : 0];
    const kind = table.pieceKind[a.piece[i]!];
    const fillColour = kind === PIECE.wheat ? '#e6cf6e' : fill;
    if (a.outline[i] === OUTLINE.disk) {
      out.push(
        `<circle cx="${n(a.a[i]! * s)}" cy="${n(a.b[i]! * s)}" r="${n(a.c[i]! * s)}" fill="${fillColour}" fill-opacity="0.8"/>`,
      );
      label(a.a[i]!, a.b[i]!, table.pieceNames[a.piece[i]!]!);
    } else {
      out.push(
        `<rect x="${n(a.a[i]! * s)}" y="${n(a.b[i]! * s)}" width="${n((a.c[i]! - a.a[i]!) * s)}" height="${n((a.d[i]! - a.b[i]!) * s)}" fill="${fillColour}" fill-opacity="0.8"/>`,
      );
      label((a.a[i]! + a.c[i]!) / 2, (a.b[i]! + a.d[i]!) / 2, table.pieceNames[a.piece[i]!]!);
    }
  }

  const b = table.buildings;
  for (let i = 0; i < b.count; i++) {
    const adobe = b.material[i] === MATERIAL.substantial;
    out.push(
      `<rect x="${n(b.x0[i]! * s)}" y="${n(b.y0[i]! * s)}" width="${n((b.x1[i]! - b.x0[i]!) * s)}" height="${n((b.y1[i]! - b.y0[i]!) * s)}" fill="${adobe ? '#d9a86c' : '#a0703f'}" stroke="${adobe ? '#8a5a2b' : '#4a2c12'}" stroke-width="2"/>`,
    );
    label((b.x0[i]! + b.x1[i]!) / 2, (b.y0[i]! + b.y1[i]!) / 2, table.pieceNames[b.piece[i]!]!, 10);
  }
  const o = table.openings;
  for (let i = 0; i < o.count; i++) {
    const window = o.shape[i] === COVER_SHAPE.wall;
    const along = o.nx[i] === 0;
    const half = (window ? 0.5 : 0.6) * s;
    const thick = 0.25 * s;
    const x = o.x[i]! * s - (along ? half : thick / 2);
    const y = o.y[i]! * s - (along ? thick / 2 : half);
    out.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(along ? 2 * half : thick)}" height="${n(along ? thick : 2 * half)}" fill="${window ? '#9fd3f0' : '#4a2c12'}"/>`,
    );
  }

  const wl = table.walls;
  for (let i = 0; i < wl.count; i++) {
    const fence = wl.material[i] === MATERIAL.penetrable;
    out.push(
      `<line x1="${n(wl.ax[i]! * s)}" y1="${n(wl.ay[i]! * s)}" x2="${n(wl.bx[i]! * s)}" y2="${n(wl.by[i]! * s)}" stroke="${fence ? '#7a5230' : '#c08a55'}" stroke-width="${n(Math.max(2, wl.half[i]! * 2 * s))}"${fence ? ' stroke-dasharray="4 2"' : ''}/>`,
    );
  }
  const c = table.blocks;
  for (let i = 0; i < c.count; i++) {
    const wagon = table.pieceKind[c.piece[i]!] === PIECE.wagon;
    out.push(
      `<rect x="${n(c.x0[i]! * s)}" y="${n(c.y0[i]! * s)}" width="${n((c.x1[i]! - c.x0[i]!) * s)}" height="${n((c.y1[i]! - c.y0[i]!) * s)}" fill="${wagon ? '#6b4423' : '#8b5a2b'}" stroke="#3a2410"/>`,
    );
  }
  for (const [set, colour] of [
    [table.rocks, '#8c8c8c'],
    [table.trees, '#2f5f2a'],
  ] as const)
    for (let i = 0; i < set.count; i++)
      out.push(
        `<circle cx="${n(set.cx[i]! * s)}" cy="${n(set.cy[i]! * s)}" r="${n(set.r[i]! * s)}" fill="${colour}" stroke="#333"/>`,
      );

  for (const area of table.startAreas) {
    out.push(
      `<rect x="${n(area.x0 * s)}" y="${n(area.y0 * s)}" width="${n((area.x1 - area.x0) * s)}" height="${n((area.y1 - area.y0) * s)}" fill="none" stroke="#444" stroke-dasharray="6 3"/>`,
    );
    label((area.x0 + area.x1) / 2, area.y0 + 0.9, area.name);
  }
  for (const p of table.positions) {
    const x = p.x * s;
    const y = p.y * s;
    out.push(
      `<path d="M${n(x - 4)} ${n(y - 4)}L${n(x + 4)} ${n(y + 4)}M${n(x - 4)} ${n(y + 4)}L${n(x + 4)} ${n(y - 4)}" stroke="#900" stroke-width="1.5"/>`,
    );
  }
  if (options.spots) {
    const sp = table.spots;
    for (let i = 0; i < sp.count; i++)
      out.push(
        `<circle cx="${n(sp.x[i]! * s)}" cy="${n(sp.y[i]! * s)}" r="2" fill="#f0f" fill-opacity="0.7"/>`,
      );
  }
  for (const f of figures) {
    const colour = SIDE_COLOURS[(f.side ?? 0) % SIDE_COLOURS.length]!;
    const x = f.x * s;
    const y = f.y * s;
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.5 * s)}" fill="${colour}" stroke="#111"/>`);
    if (f.facing !== undefined) {
      const rad = (f.facing * Math.PI) / 180;
      out.push(
        `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + Math.cos(rad) * s)}" y2="${n(y + Math.sin(rad) * s)}" stroke="#111" stroke-width="2"/>`,
      );
    }
    if (f.label)
      out.push(
        `<text x="${n(x)}" y="${n(y - 0.7 * s)}" font-size="9" text-anchor="middle" fill="#111">${esc(f.label)}</text>`,
      );
  }
  out.push('</svg>');
  return out.join('\n');
}
