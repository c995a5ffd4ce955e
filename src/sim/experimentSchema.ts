/** The most cells one experiment may sweep. */
export const MAX_CELLS = 10_000;
/** The most trials a cell may ask for: tallies stay exact integers (below 2^53) far beyond it. */
export const MAX_TRIALS = 10_000_000_000;

const nameList = (describe: string) =>
  ({
    type: 'array',
    items: { type: 'string' },
    minItems: 1,
    uniqueItems: true,
    description: describe,
  }) as const;

/**
 * The JSON Schema (draft-07, as ajv checks it) of an experiment file's structure. What a value means for its scenario
 * (a skill's name, a range's limits) is checked by the scenario; this fixes the fields and their types.
 * Each `description` is the "what was expected" of an error at that place.
 *
 * @example new Ajv().compile(EXPERIMENT_SCHEMA)
 */
export const EXPERIMENT_SCHEMA = {
  type: 'object',
  description: 'an experiment: a mapping with name, seed, scenario and trials (or precision)',
  additionalProperties: false,
  required: ['name', 'seed', 'scenario'],
  properties: {
    name: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      description: "a name of lowercase letters, digits and '-' (up to 64), used in the output folder",
    },
    description: {
      type: 'string',
      maxLength: 2000,
      description: 'a text of up to 2000 characters saying what the study asks',
    },
    seed: {
      description: "an integer 0..999999999999999 or a token of up to 64 letters, digits, '-', '_' or '.'",
      oneOf: [
        { type: 'integer', minimum: 0, maximum: 999_999_999_999_999 },
        { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' },
      ],
    },
    scenario: { type: 'string', description: 'the scenario to play (see `triggernometry list scenarios`)' },
    ruleset: { type: 'string', description: 'a ruleset id (see `triggernometry list rulesets`)' },
    options: {
      type: 'object',
      additionalProperties: { type: 'string', description: 'an option value, as text' },
      description: 'a mapping of ruleset options, key: value',
    },
    figures: {
      type: 'object',
      additionalProperties: { type: ['string', 'object'], description: 'a figure, as text or as a mapping' },
      description: 'a mapping of figure names to figures',
    },
    sides: {
      type: 'object',
      additionalProperties: { type: ['string', 'object'], description: 'a side, as text or as a mapping' },
      description: 'a mapping of side names to sides',
    },
    params: { type: 'object', description: "a mapping of the scenario's parameters" },
    sweep: {
      type: 'object',
      maxProperties: 8,
      additionalProperties: {
        type: 'array',
        minItems: 1,
        maxItems: 1000,
        description: 'a list of 1 to 1000 values for this axis',
      },
      description: 'a mapping of up to 8 axes to their lists of values',
    },
    tactics: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        oneOf: [
          { type: 'string', description: "a policy every figure plays, e.g. 'rusher'" },
          {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } },
            additionalProperties: { type: ['string', 'object'] },
            description: 'a tactic set: { name, <side or figure>: policy, ... }',
          },
        ],
        description: "a tactic set: a policy's name, or { name, <side or figure>: policy, ... }",
      },
      description: 'a list of tactic sets: the study is played under each (see docs/experiments.md)',
    },
    trials: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_TRIALS,
      description: `trials per cell: an integer from 1 to ${MAX_TRIALS}`,
    },
    precision: {
      type: 'object',
      additionalProperties: false,
      required: ['epsilon', 'metrics', 'maxTrials'],
      description: 'a precision target: epsilon, metrics, maxTrials and optionally checkEvery',
      properties: {
        epsilon: {
          type: 'number',
          exclusiveMinimum: 0,
          description: 'the largest 95% interval half-width accepted, a number above 0',
        },
        metrics: nameList('a list of the metrics whose intervals must be that narrow'),
        checkEvery: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_TRIALS,
          description: 'trials between looks at the intervals, an integer from 1 (default 100000)',
        },
        maxTrials: {
          type: 'integer',
          minimum: 1,
          maximum: MAX_TRIALS,
          description: `the most trials a cell may take, an integer from 1 to ${MAX_TRIALS}`,
        },
      },
    },
    metrics: nameList("a list of the scenario's metrics to tally (default: all)"),
    comparisons: {
      type: 'array',
      description: 'a list of comparisons',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['axis', 'baseline'],
        description: 'a comparison: axis, baseline, and optionally name, variants and metrics',
        properties: {
          name: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
            description: 'a name for the comparison (up to 100 characters)',
          },
          axis: { type: 'string', description: 'the sweep axis the comparison runs along' },
          baseline: { description: 'the axis value the variants are held against' },
          variants: {
            type: 'array',
            minItems: 1,
            description: 'a list of axis values (default: all others)',
          },
          metrics: nameList('a list of metrics to compare (default: all tallied)'),
        },
      },
    },
    charts: {
      type: 'array',
      description: 'a list of charts',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'metric', 'x'],
        description: 'a chart: type, metric, x, and optionally color, facet, title and comparison',
        properties: {
          type: {
            enum: ['bar', 'line', 'point', 'heatmap'],
            description: 'one of bar, line, point, heatmap',
          },
          metric: { type: 'string', description: 'the metric to draw' },
          x: { type: 'string', description: 'the axis along x' },
          color: { type: 'string', description: 'the axis that colours the marks' },
          facet: { type: 'string', description: 'the axis that splits the chart into panels' },
          title: { type: 'string', maxLength: 200, description: 'a title of up to 200 characters' },
          comparison: { type: 'string', description: 'a comparison name, to draw its differences' },
        },
      },
    },
  },
} as const;
