import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { EXPERIMENT_SCHEMA } from './experimentSchema.ts';
import type { Segments } from './ExperimentFile.ts';
import { formatPath } from './formatPath.ts';

let compiled: ValidateFunction | undefined;
function schemaCheck(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true }).compile(
    EXPERIMENT_SCHEMA,
  );
  return compiled;
}

/** A value as a file's reader sees it, cut short: for error lines. @example showValue('x') === '"x"' */
export function showValue(v: unknown): string {
  const text = v === undefined ? 'nothing' : JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The schema error's path as segments (list positions as numbers), read against the data. */
function pointerSegments(data: unknown, pointer: string): (string | number)[] {
  const out: (string | number)[] = [];
  let v: unknown = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(v)) {
      out.push(Number(key));
      v = (v as unknown[])[Number(key)];
    } else {
      out.push(key);
      v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
    }
  }
  return out;
}

interface SchemaNode {
  readonly description?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
}

/** Schema errors as issues: one per path, in the words of the schema's descriptions. */
function issuesOf(data: unknown, errors: readonly ErrorObject[]): { segments: Segments; expected: string }[] {
  const byPath = new Map<string, { segments: Segments; expected: string; described: boolean }>();
  for (const e of errors) {
    const at = pointerSegments(data, e.instancePath);
    const parent = (e.parentSchema ?? {}) as SchemaNode;
    let segments: Segments = at;
    let expected: string;
    let described = false;
    if (e.keyword === 'required') {
      const missing = String((e.params as { missingProperty: string }).missingProperty);
      segments = [...at, missing];
      const d = parent.properties?.[missing]?.description;
      expected = d ? `required: ${d}` : 'required';
      described = true;
    } else if (e.keyword === 'additionalProperties') {
      const extra = String((e.params as { additionalProperty: string }).additionalProperty);
      segments = [...at, extra];
      expected = `not a field here; allowed: ${Object.keys(parent.properties ?? {}).join(', ')}`;
      described = true;
    } else {
      const got = showValue(at.reduce<unknown>(walk, data));
      described = parent.description !== undefined;
      expected = `${parent.description ?? e.message ?? 'a valid value'} (got ${got})`;
    }
    const id = formatPath(segments);
    const known = byPath.get(id);
    // Where several checks fail at one place (oneOf's branches), the described one says it best.
    if (!known || (described && !known.described) || (described && e.keyword === 'oneOf'))
      byPath.set(id, { segments, expected, described });
  }
  return [...byPath.values()];
}

function walk(v: unknown, key: string | number): unknown {
  if (Array.isArray(v)) return (v as unknown[])[Number(key)];
  return v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[String(key)] : undefined;
}

/**
 * What is wrong with a file against the experiment schema, one issue per path in the words of the schema's
 * descriptions; empty when the file passes.
 *
 * @example experimentSchemaIssues({ name: 'x' }) // [{ segments: ['seed'], expected: 'required: ...' }, ...]
 */
export function experimentSchemaIssues(raw: unknown): { segments: Segments; expected: string }[] {
  const validate = schemaCheck();
  return validate(raw) ? [] : issuesOf(raw, validate.errors ?? []);
}
