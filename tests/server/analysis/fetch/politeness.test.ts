import { buildFetchPolicy, createFetcher, isFetchError } from '../../../../server/analysis/fetch';
import { HostGate, retryAfterMs } from '../../../../server/analysis/fetch/host-gate';
import { startLoopbackServer, type LoopbackServer } from '../../../support/server/loopback-server';

// Outbound politeness: a few requests to one site at once, and a pause after the site answers 429.

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('HostGate', () => {
  let clock = 0;
  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
  });
  afterEach(() => jest.useRealTimers());
  const now = () => clock;
  const advance = async (ms: number) => {
    clock += ms;
    await jest.advanceTimersByTimeAsync(ms);
  };

  it('runs at most perHost requests to one site at once, in the order they came, and other sites freely', async () => {
    const gate = new HostGate({ perHost: 2, now });
    const started: string[] = [];
    const holds = Array.from({ length: 4 }, () => deferred());
    const runs = holds.map((h, i) =>
      gate.run('a.example', async () => {
        started.push(`a${i}`);
        await h.promise;
      }),
    );
    const other = gate.run('b.example', async () => void started.push('b'));
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a0', 'a1', 'b']);
    holds[1]!.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['a0', 'a1', 'b', 'a2']);
    holds.forEach((h) => h.resolve());
    await Promise.all([...runs, other]);
    expect(started).toEqual(['a0', 'a1', 'b', 'a2', 'a3']);
  });

  it('pauses a site that refused: for its Retry-After, else 2 s doubling with each refusal in a row', async () => {
    const gate = new HostGate({ perHost: 4, now });
    const ran: number[] = [];
    gate.refused('a.example', null);
    expect(gate.pausedFor('a.example')).toBe(2_000);
    const first = gate.run('a.example', async () => void ran.push(clock));
    await advance(1_999);
    expect(ran).toEqual([]);
    await advance(1);
    await first;
    expect(ran).toEqual([2_000]);

    gate.refused('a.example', null);
    expect(gate.pausedFor('a.example')).toBe(4_000);
    await advance(4_000);
    gate.answered('a.example');
    gate.refused('a.example', 30_000);
    expect(gate.pausedFor('a.example')).toBe(30_000);
    await advance(30_000);
    gate.answered('a.example');
    gate.refused('a.example', null);
    expect(gate.pausedFor('a.example')).toBe(2_000);
    gate.refused('a.example', 10 * 60_000);
    expect(gate.pausedFor('a.example')).toBe(60_000);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs(new Date(90_000).toUTCString(), 30_000)).toBe(60_000);
    expect(retryAfterMs(undefined, 0)).toBeNull();
    expect(retryAfterMs('soon', 0)).toBeNull();
  });
});

describe('the fetcher', () => {
  let server: LoopbackServer;
  let inFlight = 0;
  let most = 0;
  let refuse = 0;
  beforeAll(async () => {
    server = await startLoopbackServer((req, res) => {
      if (refuse > 0) {
        refuse -= 1;
        res.writeHead(429, { 'retry-after': '0.4' }).end('slow down');
        return;
      }
      inFlight += 1;
      most = Math.max(most, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(200, { 'content-type': 'text/plain' }).end(req.url);
      }, 30);
    });
  });
  afterAll(() => server.close());

  const fetcherFor = (perHost: number) => createFetcher(buildFetchPolicy({ rules: [server.rule] }), { politeness: { perHost } });

  it('sends at most perHost requests to one site at once, and every request is answered', async () => {
    most = 0;
    const fetcher = fetcherFor(3);
    const pages = await Promise.all(Array.from({ length: 10 }, (_, i) => fetcher.fetchText(`${server.origin}/page/${i}`)));
    expect(pages.map((p) => p.text)).toEqual(Array.from({ length: 10 }, (_, i) => `/page/${i}`));
    expect(most).toBe(3);
  });

  it('reports a 429 as before and waits the Retry-After before asking that site again', async () => {
    const fetcher = fetcherFor(3);
    refuse = 1;
    const refused = await fetcher.fetchText(`${server.origin}/busy`).catch((err: unknown) => err);
    expect(isFetchError(refused) && refused.reason === 'http_status' && refused.status === 429).toBe(true);
    const started = performance.now();
    const page = await fetcher.fetchText(`${server.origin}/again`);
    expect(page.text).toBe('/again');
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
  });
});
