// The part of autocannon 9 used by the benches (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    body?: string;
    /** Changes a request just before it is sent (its body, for example). */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Sent in turn by each connection, from the first again after the last. */
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number; mean: number };
    latency: Histogram;
    errors: number;
    non2xx: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
