import type { Seed } from '../dice/StreamKey.ts';
import type { JsonObject, JsonValue } from '../scenarios/Scenario.ts';
import type { Chart } from './Experiment.ts';

/** The shape of a file that passed the schema. */
export interface ExperimentFile {
  readonly name: string;
  readonly description?: string;
  readonly seed: Seed;
  readonly scenario: string;
  readonly ruleset?: string;
  readonly options?: JsonObject;
  readonly figures?: JsonObject;
  readonly sides?: JsonObject;
  readonly params?: JsonObject;
  readonly sweep?: Readonly<Record<string, readonly JsonValue[]>>;
  readonly tactics?: readonly JsonValue[];
  readonly trials?: number;
  readonly precision?: {
    readonly epsilon: number;
    readonly metrics: readonly string[];
    readonly checkEvery?: number;
    readonly maxTrials: number;
  };
  readonly metrics?: readonly string[];
  readonly comparisons?: readonly {
    readonly name?: string;
    readonly axis: string;
    readonly baseline: JsonValue;
    readonly variants?: readonly JsonValue[];
    readonly metrics?: readonly string[];
  }[];
  readonly charts?: readonly Chart[];
}

/** A path inside an experiment file, as segments (list positions as numbers). */
export type Segments = readonly (string | number)[];

/** Records an issue at a path of the file. */
export type Fail = (segments: Segments, expected: string) => void;
