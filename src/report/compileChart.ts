import type { LoggerInterface, Spec } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/** A Vega-Lite chart compiled to Vega, with whatever the compiler warned about. @example { spec, warnings: [] } */
export interface CompiledChart {
  readonly spec: Spec;
  readonly warnings: readonly string[];
}

/**
 * Compiles a Vega-Lite spec to Vega, collecting the compiler's warnings instead of letting it print them: a
 * warning means a channel or property was dropped, and the tests hold every standard chart to none.
 *
 * @example compileChart(chart.spec).warnings // []
 */
export function compileChart(spec: TopLevelSpec): CompiledChart {
  const warnings: string[] = [];
  let level = 2;
  const logger: LoggerInterface = {
    level(l?: number) {
      if (l === undefined) return level;
      level = l;
      return logger;
    },
    error(...args: unknown[]) {
      throw new Error(args.map(String).join(' '));
    },
    warn(...args: unknown[]) {
      warnings.push(args.map(String).join(' '));
      return logger;
    },
    info() {
      return logger;
    },
    debug() {
      return logger;
    },
  };
  return { spec: compile(spec, { logger }).spec, warnings };
}
