/**
 * JSON Schema (draft-07) of what github-action-benchmark reads with `tool: customBiggerIsBetter` or
 * `customSmallerIsBetter`: one file per tool, a non-empty JSON array of `{ name, unit, value, range?, extra? }`
 * (the action keeps exactly these five fields of each entry and fails on a file with no entry). `range` and
 * `extra` are free text shown in the chart's tooltip.
 *
 * @example new Ajv().compile(ACTION_BENCHMARK_SCHEMA)(JSON.parse(readFileSync('bench/results-bigger.json', 'utf8')))
 */
export const ACTION_BENCHMARK_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'github-action-benchmark custom tool input (customBiggerIsBetter or customSmallerIsBetter)',
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    required: ['name', 'unit', 'value'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1 },
      unit: { type: 'string' },
      value: { type: 'number' },
      range: { type: 'string' },
      extra: { type: 'string' },
    },
  },
} as const;
