// The figures GET /metrics shows (docs/product-rules.md#running-it), kept in memory since the start and written in
// the Prometheus text exposition format (version 0.0.4: `# HELP`, `# TYPE`, one sample a line).
// Labels are bounded: routes are Elysia's patterns ("/api/landlords/:id"), never raw paths, so a
// scan of random URLs cannot grow the label set. docs/operations.md lists the series.

/** Upper bounds, in seconds, of the latency buckets: from a cached search to a slow write. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

type Labels = Record<string, string>;

class Histogram {
  readonly counts = new Array<number>(LATENCY_BUCKETS.length).fill(0);
  sum = 0;
  count = 0;
  observe(seconds: number): void {
    this.sum += seconds;
    this.count++;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (seconds <= LATENCY_BUCKETS[i]!) this.counts[i]!++;
  }
}

/** `{a="x",b="y"}` with the escapes the format asks for (backslash, quote, newline). */
function labelText(labels: Labels): string {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`);
  return parts.length ? `{${parts.join(",")}}` : "";
}

const number = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? "+Inf" : n < 0 ? "-Inf" : "NaN");

export interface Gauges {
  databaseBytes: number;
  walBytes: number;
  indexedLandlords: number;
}

export class Metrics {
  private readonly requests = new Map<string, { labels: Labels; n: number }>();
  private readonly latency = new Map<string, { labels: Labels; h: Histogram }>();
  private readonly search = new Histogram();
  private signInFailures = 0;
  private readonly rateLimited = new Map<string, { labels: Labels; n: number }>();

  /** One answered request: its method, route pattern, status and time taken. */
  recordRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    const key = `${method} ${route} ${status}`;
    const counted = this.requests.get(key);
    if (counted) counted.n++;
    else this.requests.set(key, { labels, n: 1 });
    let timed = this.latency.get(key);
    if (!timed) this.latency.set(key, (timed = { labels, h: new Histogram() }));
    timed.h.observe(seconds);
    if (status === 429) {
      const limited = this.rateLimited.get(route);
      if (limited) limited.n++;
      else this.rateLimited.set(route, { labels: { route }, n: 1 });
    }
  }

  recordSearch(seconds: number): void {
    this.search.observe(seconds);
  }

  recordSignInFailure(): void {
    this.signInFailures++;
  }

  render(g: Gauges): string {
    const out: string[] = [];
    const head = (name: string, type: string, help: string) => out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    const histogram = (name: string, labels: Labels, h: Histogram) => {
      LATENCY_BUCKETS.forEach((le, i) => out.push(`${name}_bucket${labelText({ ...labels, le: String(le) })} ${h.counts[i]}`));
      out.push(`${name}_bucket${labelText({ ...labels, le: "+Inf" })} ${h.count}`);
      out.push(`${name}_sum${labelText(labels)} ${number(h.sum)}`, `${name}_count${labelText(labels)} ${h.count}`);
    };

    head("rentfair_http_requests_total", "counter", "HTTP requests answered, by method, route pattern and status.");
    for (const { labels, n } of this.requests.values()) out.push(`rentfair_http_requests_total${labelText(labels)} ${n}`);
    head("rentfair_http_request_duration_seconds", "histogram", "Time to answer an HTTP request, by method, route pattern and status.");
    for (const { labels, h } of this.latency.values()) histogram("rentfair_http_request_duration_seconds", labels, h);
    head("rentfair_search_duration_seconds", "histogram", "Time to answer GET /api/landlords/search.");
    histogram("rentfair_search_duration_seconds", {}, this.search);
    head("rentfair_sign_in_failures_total", "counter", "Sign-ins refused for a wrong e-mail or password.");
    out.push(`rentfair_sign_in_failures_total ${this.signInFailures}`);
    head("rentfair_rate_limited_total", "counter", "Requests answered 429 Too Many Requests, by route pattern.");
    for (const { labels, n } of this.rateLimited.values()) out.push(`rentfair_rate_limited_total${labelText(labels)} ${n}`);
    head("rentfair_database_size_bytes", "gauge", "Size of the database file (pages in use times page size).");
    out.push(`rentfair_database_size_bytes ${g.databaseBytes}`);
    head("rentfair_database_wal_size_bytes", "gauge", "Size of the database's write-ahead log file.");
    out.push(`rentfair_database_wal_size_bytes ${g.walBytes}`);
    head("rentfair_search_index_landlords", "gauge", "Landlords in the search index.");
    out.push(`rentfair_search_index_landlords ${g.indexedLandlords}`);
    return out.join("\n") + "\n";
  }
}
