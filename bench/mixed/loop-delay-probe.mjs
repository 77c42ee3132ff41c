// Preloaded into the server by bench/mixed (NODE_OPTIONS=--import; the server's code is not
// touched). Every 500 ms it appends one JSON line to BENCH_LOOP_DELAY_FILE: the event loop's delay
// over that half second (p99 and max, ms). With BENCH_CPU_PROFILE set, SIGUSR2 starts a CPU
// profile and the next SIGUSR2 writes it to that file (node refuses --cpu-prof in NODE_OPTIONS).
import { appendFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  writeFileSync(`${file}.pid`, String(process.pid));
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  setInterval(() => {
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 })}\n`);
    delay.reset();
  }, 500).unref();
}

const profileFile = process.env.BENCH_CPU_PROFILE;
if (profileFile) {
  const session = new Session();
  session.connect();
  let profiling = false;
  process.on('SIGUSR2', async () => {
    profiling = !profiling;
    if (profiling) {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      return;
    }
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
  });
}
