/** The part of autocannon 8 the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    requests?: Request[];
  }
  export interface Histogram { average: number; p50: number; p99: number; max: number; total: number }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export interface Tracker { stop(): void }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Tracker;
  export default autocannon;
}
