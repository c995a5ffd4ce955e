import type { JsonValue } from '../scenarios/Scenario.ts';
import type { DuelFigure } from '../scenarios/duel/DuelFigure.ts';
import { readDuellist } from '../scenarios/duel/readDuellist.ts';
import { UsageError } from './UsageError.ts';

const show = (v: JsonValue | undefined): string => (v === undefined ? 'nothing' : JSON.stringify(v));

/**
 * Reads a duellist flag written `class[,weapon][,skills=a+b][,policy=p][,approach=q]` as an experiment's
 * figure is read (see {@link readDuellist}): skills are gained in the order written, so 000's "Removes X"
 * applies. A problem is one line naming the flag, the part and what is allowed.
 *
 * @example parseDuellist('--a', 'shootist,skills=deadeye') // { class: 'shootist', skills: ['deadeye'], ... }
 */
export function parseDuellist(flag: string, text: string): DuelFigure {
  const r = readDuellist(text);
  if ('figure' in r) return r.figure;
  const issue = r.issues[0]!;
  throw new UsageError(
    `${flag} "${text}": ${issue.reason ?? `${issue.part} ${show(issue.got)} is not ${issue.expected}`}`,
  );
}
