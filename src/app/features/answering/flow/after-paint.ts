/**
 * Runs `step` once the browser has painted the current frame (a frame, then a task), so that work
 * started by a keypress or a tap does not delay the paint that answers it. With `latestMs`, it runs
 * by then at the latest: a hidden page paints no frames. Returns a cancel.
 */
export function afterPaint(step: () => void, latestMs?: number): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    step();
  };
  const frame = requestAnimationFrame(() => { timer = setTimeout(run, 0); });
  const latest = latestMs === undefined ? undefined : setTimeout(run, latestMs);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(latest);
  }
  return () => {
    done = true;
    cancel();
  };
}
