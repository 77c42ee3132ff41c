/** Samples the resident set every 50 ms; `stop` returns the peak above the baseline taken at start. */
export function rssSampler() {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  return {
    baseline,
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      return { baselineMb: baseline / 2 ** 20, peakAboveMb: (peak - baseline) / 2 ** 20 };
    },
  };
}

export interface Measure { mode: string; format: string; seconds: number; bytes: number; rows: number; baselineMb: number; peakAboveMb: number }
