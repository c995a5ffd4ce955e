import { SingleBar } from 'cli-progress';

/** A progress display a run updates after each block and a few times a second between. */
export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

const humanRate = (r: number): string =>
  r >= 1e6 ? `${(r / 1e6).toFixed(2)}M` : r >= 1e3 ? `${(r / 1e3).toFixed(1)}k` : r.toFixed(0);

const clock = (seconds: number): string => {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.round(seconds);
  const hms = [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60];
  return (hms[0] ? hms : hms.slice(1)).map((x, i) => (i ? String(x).padStart(2, '0') : String(x))).join(':');
};

/** Rate and time left from this run's own plays: after a resume, the checkpointed ones are not counted. */
export function progressFigures(
  done: number,
  total: number,
  startDone: number,
  seconds: number,
): { rate: number; eta: number } {
  const rate = seconds > 0 ? (done - startDone) / seconds : 0;
  return { rate, eta: rate > 0 ? (total - done) / rate : Infinity };
}

/**
 * A progress bar on stderr with the rate and time left, or nothing at all when `enabled` is false (stderr
 * is not a terminal, or `--quiet`), so logs and pipes get no control characters. It is redrawn at least
 * every second (the clock and the time left move), and the rate counts only the plays of this process, so
 * a resumed run does not credit itself with the checkpoint's.
 *
 * @example const bar = progressBar(process.stderr.isTTY && !quiet); bar.update(500, 1000); bar.stop();
 */
export function progressBar(enabled: boolean): Progress {
  if (!enabled) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar({
    stream: process.stderr,
    format: ' {bar} {percentage}% | {value}/{total} trial plays | {rate}/s | {elapsed} | ETA {left}',
    hideCursor: true,
    clearOnComplete: true,
  });
  // The clock only feeds this display; nothing it reads enters the results.
  const start = Date.now();
  let startDone = -1;
  let last = { done: 0, total: 0 };
  let timer: NodeJS.Timeout | undefined;
  const tokens = () => {
    const seconds = (Date.now() - start) / 1000;
    const { rate, eta } = progressFigures(last.done, last.total, startDone, seconds);
    return { rate: humanRate(rate), elapsed: clock(seconds), left: clock(eta) };
  };
  return {
    update(done, total) {
      last = { done, total };
      if (startDone < 0) {
        // The first report is the checkpoint's count on a resume (or the first block): count from there.
        startDone = done;
        bar.start(total, done, tokens());
        timer = setInterval(() => bar.update(last.done, tokens()), 1000);
        timer.unref();
      } else {
        bar.setTotal(total);
        bar.update(done, tokens());
      }
    },
    stop() {
      if (timer) clearInterval(timer);
      if (startDone >= 0) bar.stop();
    },
  };
}
