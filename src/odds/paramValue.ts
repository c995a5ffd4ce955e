import type { OptionValues, ParamValues } from './OddsMechanic.ts';

/** The integer flag `name`, already validated by the command line against its spec. */
export function intParam(params: ParamValues, name: string): number {
  const v = params[name];
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new TypeError(`parameter ${name} must be an integer, got ${String(v)}`);
  return v;
}

/** The boolean flag `name` (absent means false). */
export function flagParam(params: ParamValues, name: string): boolean {
  const v = params[name] ?? false;
  if (typeof v !== 'boolean')
    throw new TypeError(`parameter ${name} must be true or false, got ${String(v)}`);
  return v;
}

/** The value of a choice (a flag or a reading option) narrowed to its allowed values. */
export function choiceValue<T extends string>(
  values: ParamValues | OptionValues,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const v = values[name] ?? fallback;
  if (!allowed.includes(v as T))
    throw new TypeError(`${name} must be one of ${allowed.join(', ')}, got ${String(v)}`);
  return v as T;
}
