import { describe, expect, it } from 'vitest';
import { NetworkLog } from './critical-chain';

const ORIGIN = 'http://127.0.0.1:3000';
/** Wall clock 1,000 s ahead of the log's monotonic clock. */
const WALL_OFFSET_S = 1_000;

const sent = (log: NetworkLog, requestId: string, path: string, atS: number, initiator: { url?: string; script?: string; unnamed?: true }, redirected = false) =>
  log.sent({
    requestId,
    request: { url: `${ORIGIN}${path}` },
    timestamp: atS,
    wallTime: atS + WALL_OFFSET_S,
    initiator: {
      url: initiator.unnamed ? 'about:client' : initiator.url && `${ORIGIN}${initiator.url}`,
      stack: initiator.script ? { callFrames: [], parent: { callFrames: [{ url: '' }, { url: `${ORIGIN}${initiator.script}` }] } } : undefined,
    },
    redirectResponse: redirected ? {} : undefined,
  });
const finished = (log: NetworkLog, requestId: string, atS: number) => log.finished({ requestId, timestamp: atS });
const wallMs = (atS: number) => (atS + WALL_OFFSET_S) * 1000;

/** /assigned asked for at 1 s and answered at 1.1 s; its entry script answered at 1.2 s. */
const documentAndEntryLoaded = () => {
  const log = new NetworkLog();
  sent(log, 'doc', '/assigned', 1, {});
  finished(log, 'doc', 1.1);
  sent(log, 'entry', '/assets/start.js', 1.1, { url: '/assigned' });
  finished(log, 'entry', 1.2);
  return log;
};

describe('the critical chain of a visit', () => {
  it('counts a request one after its initiator: the document for the parser, the script for a script, through async stacks', () => {
    const log = new NetworkLog();
    sent(log, 'doc', '/assigned', 1, {});
    finished(log, 'doc', 1.1);
    sent(log, 'entry', '/assets/start.js', 1.1, { url: '/assigned' });
    sent(log, 'react', '/assets/react.js', 1.1, { url: '/assigned' });
    finished(log, 'entry', 1.2);
    finished(log, 'react', 1.3);
    sent(log, 'page', '/assets/page.js', 1.25, { script: '/assets/start.js' });
    finished(log, 'page', 1.4);
    sent(log, 'list', '/api/assigned', 1.45, { script: '/assets/page.js' });
    finished(log, 'list', 1.6);

    expect(log.roundTripsBefore(wallMs(1.35))).toBe(2);
    expect(log.roundTripsBefore(wallMs(1.5))).toBe(3);
    expect(log.roundTripsBefore(wallMs(2))).toBe(4);
  });

  it('counts each redirect as a round trip, and a navigation a script starts one after that script', () => {
    const log = documentAndEntryLoaded();
    sent(log, 'auth', '/oidc/auth', 1.3, { script: '/assets/start.js' });
    sent(log, 'auth', '/interaction/abc', 1.4, {}, true);
    finished(log, 'auth', 1.5);

    expect(log.roundTripsBefore(wallMs(2))).toBe(4);
  });

  it('counts a request whose initiator is not named one after the furthest script answered before it was sent', () => {
    const log = documentAndEntryLoaded();
    sent(log, 'config', '/api/v2/config', 1.2, { script: '/assets/start.js' });
    finished(log, 'config', 1.3);
    sent(log, 'preload', '/assets/shell.js', 1.35, { unnamed: true });
    sent(log, 'early', '/assets/react.js', 1.15, { unnamed: true });
    finished(log, 'preload', 1.5);
    finished(log, 'early', 1.5);

    expect(log.roundTripsBefore(wallMs(2))).toBe(3);
    sent(log, 'list', '/api/assigned', 1.6, { script: '/assets/shell.js' });
    finished(log, 'list', 1.7);
    expect(log.roundTripsBefore(wallMs(2))).toBe(4);
  });

  it('tells when the visit asked for its document, and a wall-clock time on the trace clock', () => {
    const log = documentAndEntryLoaded();

    expect(log.firstSentMs).toBe(wallMs(1));
    expect(log.traceClockUs(wallMs(1.5))).toBeCloseTo(1_500_000, 3);
  });

  it('leaves out what is still on its way at the paint, and data addresses', () => {
    const log = new NetworkLog();
    log.sent({ requestId: 'icon', request: { url: 'data:image/svg+xml,<svg/>' }, timestamp: 1, wallTime: 1 + WALL_OFFSET_S, initiator: {} });
    sent(log, 'doc', '/bench-twins/assigned.html', 1, {});
    sent(log, 'late', '/assets/late.js', 1.1, { url: '/bench-twins/assigned.html' });
    finished(log, 'doc', 1.1);

    expect(log.roundTripsBefore(wallMs(1.05))).toBe(0);
    expect(log.roundTripsBefore(wallMs(1.2))).toBe(1);
  });
});
