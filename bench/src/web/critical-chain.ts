/** The fields of CDP's `Network` events read here (timestamps in seconds; `wallTime` since the epoch). */
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}
interface RequestSent {
  requestId: string;
  request: { url: string };
  timestamp: number;
  wallTime: number;
  initiator: { url?: string; stack?: StackTrace };
  redirectResponse?: unknown;
}
interface LoadingEnded {
  requestId: string;
  timestamp: number;
}

/** One hop of a request as the network log shows it: a redirect makes a new hop of the same request. */
interface Hop {
  requestId: string;
  url: string;
  sentMs: number;
  finishedMs?: number;
  /** The hop this one was redirected from. */
  redirectedFrom?: Hop;
  /** The address of the document or script that asked for it. */
  initiatorUrl?: string;
}

const isHttp = (url: string | undefined): url is string => !!url && /^https?:/.test(url);

/** The script that asked, from the innermost frame of the initiator's stack, or its async parents'. */
const stackUrl = (stack: StackTrace | undefined): string | undefined => {
  for (let trace = stack; trace; trace = trace.parent) {
    const url = trace.callFrames.find((frame) => isHttp(frame.url))?.url;
    if (url) return url;
  }
  return undefined;
};

const initiatorUrlOf = (initiator: RequestSent['initiator']) => (isHttp(initiator.url) ? initiator.url : stackUrl(initiator.stack));
const isScript = (url: string) => new URL(url).pathname.endsWith('.js');

/**
 * Records a page's network log (CDP `Network` events, in wall-clock milliseconds) and tells how many
 * sequential round trips the longest chain of requests finished by a given moment took: a request's
 * place is one after the request that answered its initiator (the document for what its parser asks,
 * the script for what a script asks), and one after the hop it was redirected from. A request whose
 * initiator the log does not name (Chromium reports `about:client` for the module preloads a script
 * inserts) comes one after the furthest script answered before it was sent: some script asked for it.
 */
export class NetworkLog {
  private readonly hops: Hop[] = [];
  private readonly current = new Map<string, Hop>();
  /** Wall clock minus the log's monotonic clock, in ms, from the first request. */
  private wallOffsetMs: number | undefined;

  private wallMs(monotonicSeconds: number) {
    return monotonicSeconds * 1000 + (this.wallOffsetMs ?? 0);
  }

  sent(event: RequestSent) {
    if (event.request.url.startsWith('data:')) return;
    this.wallOffsetMs ??= event.wallTime * 1000 - event.timestamp * 1000;
    const at = this.wallMs(event.timestamp);
    const previous = this.current.get(event.requestId);
    if (event.redirectResponse && previous) previous.finishedMs = at;
    const hop: Hop = {
      requestId: event.requestId,
      url: event.request.url,
      sentMs: at,
      redirectedFrom: event.redirectResponse ? previous : undefined,
      initiatorUrl: initiatorUrlOf(event.initiator),
    };
    this.hops.push(hop);
    this.current.set(event.requestId, hop);
  }

  finished(event: LoadingEnded) {
    const hop = this.current.get(event.requestId);
    if (hop) hop.finishedMs = this.wallMs(event.timestamp);
  }

  private place(hop: Hop, seen = new Set<Hop>()): number {
    if (seen.has(hop)) return 1;
    seen.add(hop);
    if (hop.redirectedFrom) return this.place(hop.redirectedFrom, seen) + 1;
    if (hop.initiatorUrl === undefined) {
      const scriptsRun = this.hops.filter((other) => isScript(other.url) && other.finishedMs !== undefined && other.finishedMs <= hop.sentMs);
      return Math.max(0, ...scriptsRun.map((script) => this.place(script, new Set(seen)))) + 1;
    }
    const initiator = this.hops.filter((other) => other.url === hop.initiatorUrl && other.sentMs <= hop.sentMs).at(-1);
    return initiator ? this.place(initiator, seen) + 1 : 1;
  }

  /** When the first request was sent (the visit's document), wall clock in ms. */
  get firstSentMs(): number | undefined {
    return this.hops[0]?.sentMs;
  }

  /**
   * A wall-clock time on the log's own clock, in microseconds: Chromium's monotonic clock, which its
   * trace events share.
   */
  traceClockUs(wallMs: number): number {
    return (wallMs - (this.wallOffsetMs ?? 0)) * 1000;
  }

  /** The longest chain of sequential round trips among the requests answered by `untilMs` (wall clock). */
  roundTripsBefore(untilMs: number): number {
    const answered = this.hops.filter((hop) => hop.finishedMs !== undefined && hop.finishedMs <= untilMs);
    return Math.max(0, ...answered.map((hop) => this.place(hop)));
  }
}
