import { Redis, type RedisOptions } from 'ioredis';
import { SimError } from '../sim/SimError.ts';
import type { RedisTarget } from './RedisTarget.ts';

/** How long a first connection may take before the target is called unreachable. */
const CONNECT_TIMEOUT_MS = 3000;

function baseOptions(target: RedisTarget): RedisOptions {
  return {
    host: target.host,
    port: target.port,
    db: target.db,
    ...(target.username !== null ? { username: target.username } : {}),
    ...(target.password !== null ? { password: target.password } : {}),
    ...(target.tls ? { tls: { servername: target.host } } : {}),
    connectTimeout: CONNECT_TIMEOUT_MS,
  };
}

/**
 * A connection for the queue's lifetime: it reconnects for ever (at most two seconds apart) and commands
 * wait through an outage instead of failing, so a Redis restart pauses a run rather than ending it.
 *
 * @example new Queue(QUEUE_NAME, { connection: redisClient(target) })
 */
export function redisClient(target: RedisTarget): Redis {
  const client = new Redis({
    ...baseOptions(target),
    maxRetriesPerRequest: null,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  client.on('error', () => undefined); // an outage is retried above; its errors are not the run's
  return client;
}

/**
 * Checks once, within a few seconds, that the target answers, so that a wrong URL or a server that is down
 * is one line and exit code 2 before anything starts. Returns the server's `maxmemory-policy` where it
 * lets us read it (BullMQ needs `noeviction`), or null.
 *
 * @example await checkRedis(parseRedisUrl('redis://127.0.0.1:6379')) // 'noeviction'
 */
export async function checkRedis(target: RedisTarget): Promise<string | null> {
  const client = new Redis({
    ...baseOptions(target),
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The socket's own error (ECONNREFUSED, ENOTFOUND, a TLS failure) says more than connect's rejection.
  let cause: string | null = null;
  client.on('error', (error: Error) => (cause ??= error.message));
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    const why = cause ?? (error instanceof Error ? error.message : String(error));
    throw new SimError('bad-request', `cannot reach Redis at ${target.shown}: ${why}`);
  }
  try {
    const reply: unknown = await client.config('GET', 'maxmemory-policy');
    return Array.isArray(reply) && typeof reply[1] === 'string' ? reply[1] : null;
  } catch {
    return null; // a managed Redis may not allow CONFIG
  } finally {
    client.disconnect();
  }
}
