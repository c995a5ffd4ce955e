import * as vega from 'vega';

/** A function vega compiled from an expression's code (with `Function`), before it is bound to a view. */
type Compiled = (...args: unknown[]) => unknown;

/** The part of vega's runtime context that its expression generators read. */
interface RuntimeContext {
  readonly functions?: object;
}

/** vega's expression generators, one per kind of expression a parsed spec holds. */
type Generators = Record<Kind, (ctx: RuntimeContext, expr: unknown) => Compiled>;

const KINDS = ['operator', 'parameter', 'event', 'handler', 'encode'] as const;
type Kind = (typeof KINDS)[number];

/** What vega exports at run time for this and its typings leave out, hence the one cast. */
interface VegaRuntime {
  readonly Dataflow: new () => object;
  readonly runtimeContext: (df: object, transforms: object) => { readonly expr: Generators };
}
const runtime = vega as unknown as VegaRuntime;

/** vega's own generators: a runtime context made without any holds them. */
const vegaGenerators = runtime.runtimeContext(new runtime.Dataflow(), {}).expr;

/** The compiled functions, by kind and expression (code, or an encoder's channels and mark type). */
const compiled = new Map<string, Compiled>();

/**
 * vega's expression code generators with the compiled functions kept, for a view's `expr` option. vega
 * compiles every expression of every view with `Function`, and a report's charts repeat the same few
 * hundred expressions some 3,000 times (axes, labels, encoders); each is now compiled once per process and
 * bound to each view's own function context, as vega binds it. The charts drawn do not change.
 *
 * @example new vega.View(vega.parse(spec), { renderer: 'none', expr: cachedExpressionCodegen })
 */
export const cachedExpressionCodegen: object = {
  ...vegaGenerators,
  ...Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      (ctx: RuntimeContext, expr: unknown): Compiled => {
        const key = `${kind}\u0000${JSON.stringify(expr)}`;
        let fn = compiled.get(key);
        if (fn === undefined) {
          // Compiled without a context, so that vega returns it unbound.
          fn = vegaGenerators[kind]({}, expr);
          compiled.set(key, fn);
        }
        return ctx.functions === undefined ? fn : fn.bind(ctx.functions);
      },
    ]),
  ),
};
