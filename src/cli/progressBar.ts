import { SingleBar } from 'cli-progress';

/** A progress display a run updates after each block. */
export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

const humanRate = (r: number): string =>
  r >= 1e6 ? `${(r / 1e6).toFixed(2)}M` : r >= 1e3 ? `${(r / 1e3).toFixed(1)}k` : r.toFixed(0);

/**
 * A progress bar on stderr with the rate and time left, or nothing at all when `enabled` is false (stderr
 * is not a terminal, or `--quiet`), so logs and pipes get no control characters.
 *
 * @example const bar = progressBar(process.stderr.isTTY && !quiet); bar.update(500, 1000); bar.stop();
 */
export function progressBar(enabled: boolean): Progress {
  if (!enabled) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar({
    stream: process.stderr,
    format: ' {bar} {percentage}% | {value}/{total} trial plays | {rate}/s | ETA {eta_formatted}',
    hideCursor: true,
    clearOnComplete: true,
    etaBuffer: 20,
  });
  const start = Date.now();
  let started = false;
  return {
    update(done, total) {
      // The clock only feeds this display; nothing it reads enters the results.
      const rate = humanRate(done / Math.max(1e-3, (Date.now() - start) / 1000));
      if (!started) {
        bar.start(total, done, { rate });
        started = true;
      } else {
        bar.setTotal(total);
        bar.update(done, { rate });
      }
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
