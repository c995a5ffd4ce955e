import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

/** A port nothing listens on at the moment it is asked for. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * A real redis-server (Debian's package) on a free port of 127.0.0.1, its data in a temporary folder, with
 * the append-only file on as docs/distributed.md requires: `restart` stops it and starts it again on the
 * same port and data, `stop` ends it and removes the folder.
 */
export class RedisServer {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'triggernometry-redis-'));

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<RedisServer> {
    if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0)
      throw new Error(
        'the queue tests need a real redis-server: apt-get install -y redis-server (.ci/run does it)',
      );
    const server = new RedisServer(await freePort());
    await server.launch();
    return server;
  }

  /** A client for looking at the queue from the test. */
  client(): Redis {
    const client = new Redis({ host: '127.0.0.1', port: this.port, maxRetriesPerRequest: null });
    client.on('error', () => undefined); // it reconnects across a restart
    return client;
  }

  async restart(): Promise<void> {
    await this.halt();
    await this.launch();
  }

  async stop(): Promise<void> {
    await this.halt();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async launch(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir];
    args.push('--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction');
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    // Ready once it answers: the server takes a moment to listen (and to load its append-only file).
    const child = this.child;
    for (let tries = 0; ; tries++) {
      if (tries === 400 || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`redis-server did not start on port ${this.port}`);
      }
      const probe = new Redis({
        host: '127.0.0.1',
        port: this.port,
        lazyConnect: true,
        retryStrategy: () => null,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        probe.disconnect();
      }
    }
  }

  private async halt(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    child.kill('SIGTERM'); // redis-server flushes its append-only file on SIGTERM
    await exited(child);
  }
}

/** A `triggernometry worker` process, stopped (or killed) by the test that started it. */
export class WorkerProcess {
  readonly stderr: string[] = [];
  private constructor(readonly child: ChildProcess) {
    child.stderr?.on('data', (d: Buffer) => this.stderr.push(d.toString()));
  }

  static start(bin: string, url: string, extra: readonly string[] = []): WorkerProcess {
    const args = [bin, 'worker', '--queue', url, '--concurrency', '1', '--lock-ms', '1500', ...extra];
    return new WorkerProcess(spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] }));
  }

  /**
   * Waits until the worker says it serves the queue: a test's run then never waits on a process still
   * starting, and a worker that ended before serving fails the test with its own words, not a timeout.
   */
  async serving(): Promise<this> {
    const said = (): string => this.stderr.join('');
    while (!said().includes('serving')) {
      if (this.child.exitCode !== null || this.child.signalCode !== null)
        throw new Error(`the worker ended before serving (exit ${this.child.exitCode}): ${said()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this;
  }

  /** Sends `signal` and waits for the process to end; its exit code, or null when a signal ended it. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await exited(this.child);
    return this.child.exitCode;
  }
}
