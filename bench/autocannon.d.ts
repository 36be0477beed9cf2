// autocannon ships no types; this declares the part of its programmatic API the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    min: number;
    max: number;
    average: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    timeout?: number;
    /** Runs the connections in this many worker threads: a client of its own, beside one in the main thread. */
    workers?: number;
    /** The sequence each connection loops over. */
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string>; body?: string }>;
    /** Called with each connection's client; its events give per-request figures. */
    setupClient?: (client: Client) => void;
  }
  interface Client {
    on(event: 'response', listener: (status: number, bytes: number, durationMs: number) => void): void;
    on(event: 'timeout', listener: () => void): void;
    /** Which entry of `requests` the connection is on (the one just answered, in a 'response' listener). */
    requestIterator: { currentRequestIndex: number };
    /** This connection's own sequence. */
    setRequests(requests: Array<{ method?: string; path: string; headers?: Record<string, string> }>): void;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
