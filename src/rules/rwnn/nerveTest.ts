/**
 * A nerve test (000 "NERVE and/or Morale"; 003 NERVE): "He must throw at least one 6, otherwise he has lost
 * his nerve". With zero or fewer nerve dice nothing is thrown, so no 6 can come up: the test fails.
 *
 * @example nervePasses(4, 1) === true; nervePasses(0, 0) === false
 */
export function nervePasses(dice: number, sixes: number): boolean {
  return dice > 0 && sixes > 0;
}
