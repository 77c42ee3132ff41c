// Preloaded into the server by bench/mixed (NODE_OPTIONS=--import): every 500 ms, one JSON line
// with the event loop's delay over that half second (p99 and max, ms) appended to
// BENCH_LOOP_DELAY_FILE. The server's code is not touched.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 })}\n`);
    delay.reset();
  }, 500).unref();
}
