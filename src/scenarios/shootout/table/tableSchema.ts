const pair = (describe: string) =>
  ({
    type: 'array',
    items: { type: 'number', description: 'a number of inches' },
    minItems: 2,
    maxItems: 2,
    description: describe,
  }) as const;

const positivePair = (describe: string) =>
  ({
    type: 'array',
    items: { type: 'number', exclusiveMinimum: 0, description: 'a number of inches above 0' },
    minItems: 2,
    maxItems: 2,
    description: describe,
  }) as const;

const name = { type: 'string', minLength: 1, description: 'a name for the piece' } as const;
const facing = { type: 'number', description: 'a facing in degrees (0 along +x, 90 along +y)' } as const;

/** One kind's fields: `kind` is always allowed, anything not named is refused. */
function branch(kinds: readonly string[], required: readonly string[], properties: Record<string, object>) {
  return {
    if: { type: 'object', properties: { kind: { enum: kinds } } },
    then: {
      type: 'object',
      required,
      additionalProperties: false,
      properties: { kind: { type: 'string' }, name, ...properties },
    },
  } as const;
}

const area = {
  at: pair('[x, y]: the corner of least x and y, in inches'),
  size: positivePair('[width, depth] in inches, each above 0'),
  centre: pair('[x, y]: the centre, in inches'),
  radius: { type: 'number', exclusiveMinimum: 0, description: 'a radius in inches, above 0' },
};

/**
 * The JSON Schema (draft-07, as ajv checks it) of a table file; docs/tables.md describes the format. What
 * the values mean together (pieces on the table, doors on their building's edge) is checked afterwards, by
 * checkTableSpec. Each `description` is the "what was expected" of an error at that place.
 *
 * @example new Ajv().compile(TABLE_SCHEMA)
 */
export const TABLE_SCHEMA = {
  type: 'object',
  description: 'a table: a mapping with name, size and pieces, and optionally description, areas, positions',
  additionalProperties: false,
  required: ['name', 'size', 'pieces'],
  properties: {
    name: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      description: "a name of lowercase letters, digits and '-' (up to 64)",
    },
    description: { type: 'string', description: 'a text saying what the table shows' },
    size: positivePair('[width, depth] of the table in inches, each above 0'),
    pieces: {
      type: 'array',
      description: 'a list of pieces',
      items: {
        type: 'object',
        required: ['kind'],
        description:
          'a piece: a mapping with kind (building, wall, crates, fence, wagon, brush, wheat, scrub, woods, rock, tree)',
        properties: {
          kind: {
            enum: [
              'building',
              'wall',
              'crates',
              'fence',
              'wagon',
              'brush',
              'wheat',
              'scrub',
              'woods',
              'rock',
              'tree',
            ],
            description:
              'one of building, wall, crates, fence, wagon, brush, wheat, scrub, woods, rock, tree',
          },
        },
        allOf: [
          branch(['building'], ['at', 'size', 'material'], {
            at: area.at,
            size: area.size,
            material: { enum: ['adobe', 'wooden'], description: 'adobe or wooden' },
            openings: {
              type: 'array',
              description: 'a list of doors and windows',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['kind', 'at'],
                description: 'a door or window: kind and at, optionally name',
                properties: {
                  kind: { enum: ['door', 'window'], description: 'door or window' },
                  at: pair("[x, y]: a point on the building's edge"),
                  name: { type: 'string', minLength: 1, description: 'a name for the opening' },
                },
              },
            },
          }),
          branch(['wall', 'fence'], ['from', 'to'], {
            from: pair('[x, y]: one end, in inches'),
            to: pair('[x, y]: the other end, in inches'),
            thickness: { type: 'number', exclusiveMinimum: 0, description: 'a thickness in inches, above 0' },
          }),
          branch(['crates', 'wagon'], ['at', 'size'], { at: area.at, size: area.size }),
          branch(['brush', 'wheat'], [], area),
          branch(['scrub', 'woods'], ['density'], {
            ...area,
            density: { enum: ['loose', 'dense'], description: 'loose or dense' },
          }),
          branch(['rock', 'tree'], ['centre'], { centre: area.centre, radius: area.radius }),
        ],
      },
    },
    areas: {
      type: 'object',
      description: 'a mapping of start-area names to areas',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['at', 'size', 'facing'],
        description: 'a start area: at, size and facing',
        properties: { at: area.at, size: area.size, facing },
      },
    },
    positions: {
      type: 'object',
      description: 'a mapping of position names to positions',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['at', 'facing'],
        description: 'a position: at and facing',
        properties: { at: pair('[x, y]: the point, in inches'), facing },
      },
    },
  },
} as const;
