/** How long a stopping run may take to write its checkpoint before the process ends regardless. */
export const STOP_GRACE_MS = 1500;

/**
 * Turns Ctrl-C (SIGINT) and SIGTERM into a clean stop: the first calls `stop` (the run checkpoints and
 * returns), and the process ends with code 130 at the latest {@link STOP_GRACE_MS} later whatever it is
 * doing then (a report half-drawn, a pool slow to close, or a machine so loaded that the checkpoint is not
 * written in time); a second signal ends it at once. `resume`, when given, is the command that continues
 * the run: the grace line names it too, since the blocks checkpointed before the signal are kept (a
 * checkpoint is replaced whole or not at all). Returns the function that takes the handlers off again.
 * Commands without it die on a signal as Node does by default.
 *
 * @example const release = stopOnSignals(() => controller.abort()); try { ... } finally { release(); }
 */
export function stopOnSignals(stop: () => void, grace = STOP_GRACE_MS, resume?: string): () => void {
  let signals = 0;
  const onSignal = (): void => {
    signals++;
    if (signals > 1) process.exit(130);
    stop();
    // Unref'd: a run that finishes stopping in time exits by itself; one that does not is ended here.
    setTimeout(() => {
      const kept =
        resume === undefined ? '' : `; the blocks checkpointed so far are kept: continue with: ${resume}`;
      process.stderr.write(`triggernometry: not stopped after ${grace / 1000} s; quitting now${kept}\n`);
      process.exit(130);
    }, grace).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}
