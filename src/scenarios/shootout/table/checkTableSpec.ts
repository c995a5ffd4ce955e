import { distance } from '../../../geometry/distance.ts';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { formatPath } from '../../../sim/formatPath.ts';
import { SimError, type ExperimentIssue } from '../../../sim/SimError.ts';
import { pointRectDistance } from '../../../geometry/pointRectDistance.ts';
import { pointSegmentDistance } from '../../../geometry/pointSegmentDistance.ts';
import { TABLE_MEASURES } from './tableMeasures.ts';
import { TABLE_SCHEMA } from './tableSchema.ts';
import type { AreaSpec, BuildingSpec, Pair, PieceSpec, TableSpec } from './TableSpec.ts';

/**
 * Finds the line of a path in the file, when the file was parsed with positions.
 *
 * @example const locate: LocateTablePath = (path) => (path[0] === 'pieces' ? 4 : undefined);
 */
export type LocateTablePath = (segments: readonly (string | number)[]) => number | undefined;
type Segments = readonly (string | number)[];

let compiled: ValidateFunction | undefined;
function schemaCheck(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true }).compile(
    TABLE_SCHEMA,
  );
  return compiled;
}

function show(v: unknown): string {
  const text = v === undefined ? 'nothing' : JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function walk(v: unknown, key: string | number): unknown {
  if (Array.isArray(v)) return (v as unknown[])[Number(key)];
  return v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[String(key)] : undefined;
}

/** The schema error's path as segments (list positions as numbers), read against the data. */
function pointerSegments(data: unknown, pointer: string): (string | number)[] {
  const out: (string | number)[] = [];
  let v: unknown = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    out.push(Array.isArray(v) ? Number(key) : key);
    v = walk(v, key);
  }
  return out;
}

interface SchemaNode {
  readonly description?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
}

/** Schema errors as (path, expected) pairs, one per path, in the words of the schema's descriptions. */
function schemaIssues(
  data: unknown,
  errors: readonly ErrorObject[],
): { segments: Segments; expected: string }[] {
  const byPath = new Map<string, { segments: Segments; expected: string }>();
  for (const e of errors) {
    // An `if` failing only says which branch was taken; the branch's own errors say what is wrong.
    if (e.keyword === 'if') continue;
    const at = pointerSegments(data, e.instancePath);
    const parent = (e.parentSchema ?? {}) as SchemaNode;
    let segments: Segments = at;
    let expected: string;
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty: string }).missingProperty);
      segments = [...at, missing];
      const d = parent.properties?.[missing]?.description;
      expected = d ? `required: ${d}` : 'required';
    } else if (e.keyword === 'additionalProperties') {
      const extra = String((e.params as { additionalProperty: string }).additionalProperty);
      segments = [...at, extra];
      expected = `not a field here; allowed: ${Object.keys(parent.properties ?? {}).join(', ')}`;
    } else {
      expected = `${parent.description ?? e.message ?? 'a valid value'} (got ${show(at.reduce<unknown>(walk, data))})`;
    }
    const id = formatPath(segments);
    if (!byPath.has(id)) byPath.set(id, { segments, expected });
  }
  return [...byPath.values()];
}

/** The meaning checks a schema cannot make: everything on the table, doors on their walls. */
class TableChecker {
  readonly issues: ExperimentIssue[] = [];
  private width = 0;
  private depth = 0;

  constructor(
    private readonly file: string,
    private readonly locate: LocateTablePath,
  ) {}

  fail(segments: Segments, expected: string): void {
    const line = this.locate(segments);
    this.issues.push({
      file: this.file,
      path: formatPath(segments),
      expected,
      ...(line === undefined ? {} : { line }),
    });
  }

  check(spec: TableSpec): void {
    [this.width, this.depth] = spec.size;
    spec.pieces.forEach((p, i) => this.piece(p, ['pieces', i]));
    for (const [n, a] of Object.entries(spec.areas ?? {})) this.rect(a.at, a.size, ['areas', n]);
    for (const [n, p] of Object.entries(spec.positions ?? {})) {
      if (!this.onTable(p.at))
        this.fail(['positions', n, 'at'], `a point on the ${this.tableText()} (got ${show(p.at)})`);
      else {
        const inside = spec.pieces.findIndex((piece) => strictlyInside(piece, p.at));
        if (inside >= 0)
          this.fail(
            ['positions', n, 'at'],
            `a point outside impassable pieces (it is inside pieces[${inside}])`,
          );
      }
    }
  }

  private tableText(): string {
    return `${this.width}" x ${this.depth}" table`;
  }

  private onTable(p: Pair): boolean {
    return p[0] >= 0 && p[0] <= this.width && p[1] >= 0 && p[1] <= this.depth;
  }

  private rect(at: Pair, size: Pair, where: Segments): void {
    if (!this.onTable(at) || !this.onTable([at[0] + size[0], at[1] + size[1]]))
      this.fail(where, `a rectangle on the ${this.tableText()} (got at ${show(at)}, size ${show(size)})`);
  }

  private piece(p: PieceSpec, where: Segments): void {
    switch (p.kind) {
      case 'building':
        this.rect(p.at, p.size, where);
        (p.openings ?? []).forEach((o, k) => {
          if (!onEdge(p, o.at))
            this.fail([...where, 'openings', k, 'at'], `a point on the building's edge (got ${show(o.at)})`);
        });
        return;
      case 'crates':
      case 'wagon':
        this.rect(p.at, p.size, where);
        return;
      case 'wall':
      case 'fence':
        if (!this.onTable(p.from))
          this.fail([...where, 'from'], `a point on the ${this.tableText()} (got ${show(p.from)})`);
        if (!this.onTable(p.to))
          this.fail([...where, 'to'], `a point on the ${this.tableText()} (got ${show(p.to)})`);
        if (p.from[0] === p.to[0] && p.from[1] === p.to[1])
          this.fail([...where, 'to'], 'a point other than from');
        return;
      case 'rock':
      case 'tree':
        if (!this.onTable(p.centre))
          this.fail([...where, 'centre'], `a point on the ${this.tableText()} (got ${show(p.centre)})`);
        return;
      default:
        this.area(p, where);
    }
  }

  private area(p: AreaSpec, where: Segments): void {
    const rect = p.at !== undefined || p.size !== undefined;
    const disk = p.centre !== undefined || p.radius !== undefined;
    if (rect === disk || (rect && (!p.at || !p.size)) || (disk && (!p.centre || p.radius === undefined))) {
      this.fail(where, 'either at and size (a rectangle) or centre and radius (a disk)');
      return;
    }
    if (p.at && p.size) this.rect(p.at, p.size, where);
    else if (p.centre && !this.onTable(p.centre))
      this.fail([...where, 'centre'], `a point on the ${this.tableText()} (got ${show(p.centre)})`);
  }
}

/** Whether a door or window lies on its building's edge. */
function onEdge(b: BuildingSpec, at: Pair): boolean {
  const [x0, y0] = b.at;
  const x1 = x0 + b.size[0];
  const y1 = y0 + b.size[1];
  const e = TABLE_MEASURES.onEdge;
  const [x, y] = at;
  if (pointRectDistance(x, y, x0, y0, x1, y1) > e) return false;
  return Math.min(x - x0, x1 - x, y - y0, y1 - y) <= e;
}

/** Whether a point lies inside an impassable piece by more than the edge slack (a door on the edge is fine). */
function strictlyInside(p: PieceSpec, at: Pair): boolean {
  const e = TABLE_MEASURES.onEdge;
  const [x, y] = at;
  switch (p.kind) {
    case 'building':
    case 'crates':
    case 'wagon':
      return x > p.at[0] + e && x < p.at[0] + p.size[0] - e && y > p.at[1] + e && y < p.at[1] + p.size[1] - e;
    case 'wall':
    case 'fence': {
      const half =
        (p.thickness ?? (p.kind === 'wall' ? TABLE_MEASURES.wallThickness : TABLE_MEASURES.fenceThickness)) /
        2;
      return pointSegmentDistance(x, y, p.from[0], p.from[1], p.to[0], p.to[1]) < half - e;
    }
    case 'rock':
    case 'tree': {
      const r = p.radius ?? (p.kind === 'rock' ? TABLE_MEASURES.rockRadius : TABLE_MEASURES.treeRadius);
      return distance(x - p.centre[0], y - p.centre[1]) < r - e;
    }
    default:
      return false;
  }
}

/**
 * Checks a table file's contents (parsed YAML or JSON): the schema, then what the values mean together
 * (every piece, area and position on the table; doors and windows on their building's edge; no position
 * inside an impassable piece). Every problem is an issue naming its path (`pieces[3].openings[0].at`) and,
 * when `locate` knows it, its line; the thrown {@link SimError} (kind `invalid-experiment`) holds them all.
 *
 * @example checkTableSpec(parse(text), 'experiments/tables/bank.yaml').name === 'bank'
 */
export function checkTableSpec(
  raw: unknown,
  file = '<table>',
  locate: LocateTablePath = () => undefined,
): TableSpec {
  const checker = new TableChecker(file, locate);
  const validate = schemaCheck();
  if (!validate(raw)) {
    for (const i of schemaIssues(raw, validate.errors ?? [])) checker.fail(i.segments, i.expected);
  } else checker.check(raw as TableSpec);
  const first = checker.issues[0];
  if (first) {
    const where = first.line === undefined ? first.file : `${first.file}:${first.line}`;
    throw new SimError(
      'invalid-experiment',
      `${where}: ${first.path ? `${first.path}: ` : ''}${first.expected}`,
      checker.issues,
    );
  }
  return raw as TableSpec;
}
