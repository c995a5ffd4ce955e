import { SimError } from '../sim/SimError.ts';

/**
 * Where the queue lives, read from a `redis://[user:pass@]host:port[/db]` or `rediss://` (TLS) URL.
 * `shown` is the URL without its password, for messages and logs.
 *
 * @example parseRedisUrl('redis://127.0.0.1:6379/2') // { host: '127.0.0.1', port: 6379, db: 2, tls: false, ... }
 */
export interface RedisTarget {
  readonly host: string;
  readonly port: number;
  readonly db: number;
  readonly username: string | null;
  readonly password: string | null;
  readonly tls: boolean;
  readonly shown: string;
}

const ALLOWED = 'redis://[user:pass@]host[:port][/db] or rediss://... for TLS';

/** Reads a `--queue` URL; anything else is a `bad-request` naming the flag and the allowed form. */
export function parseRedisUrl(text: string): RedisTarget {
  const bad = (why: string): SimError =>
    new SimError('bad-request', `--queue must be ${ALLOWED} (got "${hidePassword(text)}": ${why})`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw bad('not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw bad(`the scheme is ${url.protocol}`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw bad('no host');
  const port = url.port ? Number(url.port) : 6379;
  const path = url.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d{1,2}$/.test(path)) throw bad('the path must be a database number');
  if (url.search || url.hash) throw bad('no query or fragment is read');
  const username = url.username ? decodeURIComponent(url.username) : null;
  const password = url.password ? decodeURIComponent(url.password) : null;
  const shown = `${url.protocol}//${username ? `${url.username}@` : ''}${url.host}${path ? `/${path}` : ''}`;
  return {
    host,
    port,
    db: path ? Number(path) : 0,
    username,
    password,
    tls: url.protocol === 'rediss:',
    shown,
  };
}

function hidePassword(text: string): string {
  return text.replace(/^([a-z]+:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');
}
