import { Session } from 'node:inspector';
import type { Played, Throughput } from './Throughput.ts';

/** Mean bytes between samples: small enough that a batch gives thousands of samples of a few-byte box. */
const SAMPLING_INTERVAL = 256;

/** A node of V8's sampling heap profile: the bytes sampled in a call site, and its callees. */
interface ProfileNode {
  readonly selfSize: number;
  readonly children: readonly ProfileNode[];
}

/** Sends one inspector command on a same-thread session, whose reply comes back before `post` returns. */
function postNow(session: Session, method: string, params?: object): unknown {
  const answer: { reply: unknown; failure: Error | null } = { reply: undefined, failure: null };
  session.post(method, params ?? {}, (error, result) => {
    answer.failure = error;
    answer.reply = result;
  });
  if (answer.failure) throw answer.failure;
  return answer.reply;
}

function totalBytes(node: ProfileNode): number {
  let bytes = node.selfSize;
  for (const child of node.children) bytes += totalBytes(child);
  return bytes;
}

/**
 * Bytes the heap gives a throughput's work per unit (per duel, per game), garbage included: V8's sampling
 * heap profiler over a batch played after a warm-up batch, counting objects the collector has freed since
 * (the short-lived ones are the point). V8 scales each sample by its chance of being drawn, so the total is
 * an unbiased estimate. The hot path aims at none: what it finds there is mostly numbers boxed where a
 * compiled function passes or returns a fraction through a call it did not inline.
 *
 * @example allocatedPerUnit(THROUGHPUTS[4], 2_500) // about 40 bytes per duel
 */
export function allocatedPerUnit(t: Throughput, units: number): number {
  const play = t.prepare();
  const count = (p: Played): number => (typeof p === 'number' ? p : p.units);
  count(play(units));
  const session = new Session();
  session.connect();
  try {
    postNow(session, 'HeapProfiler.startSampling', {
      samplingInterval: SAMPLING_INTERVAL,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    const played = count(play(units));
    const reply = postNow(session, 'HeapProfiler.stopSampling') as { profile: { head: ProfileNode } };
    return totalBytes(reply.profile.head) / played;
  } finally {
    session.disconnect();
  }
}
