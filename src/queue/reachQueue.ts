import { checkRedis } from './redisClient.ts';
import { parseRedisUrl, type RedisTarget } from './RedisTarget.ts';

/**
 * Reads a `--queue` URL (a bad one is a `bad-request`) and checks within a few seconds that Redis answers
 * there, noting a `maxmemory-policy` that may drop jobs. What a run and a fair-cost study do before they put
 * a job on the queue.
 *
 * @example const target = await reachQueue('redis://127.0.0.1:6379', note);
 */
export async function reachQueue(url: string, onNote?: (text: string) => void): Promise<RedisTarget> {
  const target = parseRedisUrl(url);
  const policy = await checkRedis(target);
  if (policy !== null && policy !== 'noeviction')
    onNote?.(
      `Redis at ${target.shown} has maxmemory-policy ${policy}: set noeviction, or it may drop jobs (docs/distributed.md)`,
    );
  return target;
}
