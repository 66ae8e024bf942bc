import { describe, expect, it, vi } from 'vitest';
import { ApiError, httpTransport, parseWailsError, readToken, WAILS_EVENTS, wailsTransport } from './transport';

describe('HTTP transport', () => {
  it('posts positional arguments with the token and returns the result', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'k3' }), { status: 200 }));
    const t = httpTransport({ token: 'tok', fetch: fetch as unknown as typeof globalThis.fetch, WebSocket: class {} as never });
    const r = await t.call<{ id: string }>('GetTrajectory', 'k3');
    expect(r.id).toBe('k3');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/GetTrajectory');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['X-Reprise-Token']).toBe('tok');
    expect(JSON.parse(String(init.body))).toEqual(['k3']);
  });

  it('turns an error body into an ApiError with code, message and details', async () => {
    const body = { error: { code: 'invalid', message: 'step 2: target is required', details: [{ step: 2, message: 'is required' }] } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 422 }));
    const t = httpTransport({ token: 't', fetch: fetch as unknown as typeof globalThis.fetch, WebSocket: class {} as never });
    const err = (await t.call('SaveTrajectory', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('invalid');
    expect(err.message).toBe('step 2: target is required');
    expect(err.details).toHaveLength(1);
  });

  it('says the server is unreachable when fetch fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const t = httpTransport({ token: 't', fetch: fetch as unknown as typeof globalThis.fetch, WebSocket: class {} as never });
    await expect(t.call('AppInfo')).rejects.toThrow(/reprise serve/);
  });

  it('dispatches each event of a WebSocket batch to its listeners', () => {
    const sockets: { url: string; onmessage?: (e: { data: string }) => void; onopen?: () => void }[] = [];
    class FakeWS {
      url: string;
      onmessage?: (e: { data: string }) => void;
      onopen?: () => void;
      onclose?: () => void;
      constructor(url: string) {
        this.url = url;
        sockets.push(this);
      }
    }
    const t = httpTransport({ token: 'a b', base: 'http://127.0.0.1:9', fetch: vi.fn() as never, WebSocket: FakeWS as never });
    const steps: unknown[] = [];
    const frames: unknown[] = [];
    t.on('run:step', (p) => steps.push(p));
    t.on('mirror:frame', (p) => frames.push(p));
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toBe('ws://127.0.0.1:9/api/events?token=a%20b');
    sockets[0].onmessage!({
      data: JSON.stringify([
        { name: 'run:step', payload: { runId: 'r1' } },
        { name: 'mirror:frame', payload: { ts: 1 } },
        { name: 'run:step', payload: { runId: 'r2' } },
      ]),
    });
    expect(steps).toEqual([{ runId: 'r1' }, { runId: 'r2' }]);
    expect(frames).toEqual([{ ts: 1 }]);
  });

  it('gives blob URLs with the token and thumbnail width', () => {
    const t = httpTransport({ token: 'tok', fetch: vi.fn() as never, WebSocket: class {} as never });
    expect(t.blobSrc('abc', 160)).toBe('/api/blob/abc?token=tok&w=160');
  });
});

describe('Wails transport', () => {
  it('calls the bound method and parses a JSON error string', async () => {
    const w = {
      go: {
        main: {
          App: {
            GetTrajectory: vi.fn(async (id: unknown) => ({ id })),
            DeleteTrajectory: vi.fn(async () => {
              throw '{"code":"not_found","message":"trajectory zz not found"}';
            }),
          },
        },
      },
      runtime: { EventsOn: vi.fn(() => () => {}) },
    };
    const t = wailsTransport(w);
    expect(await t.call('GetTrajectory', 'x1')).toEqual({ id: 'x1' });
    const err = (await t.call('DeleteTrajectory', 'zz').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe('not_found');
    expect(err.message).toBe('trajectory zz not found');
    expect(t.blobSrc('k')).toBeNull();
  });

  it('dispatches the studio events of one Wails batch event in order, by name', () => {
    let deliver: (batch: unknown) => void = () => {};
    const EventsOn = vi.fn((_name: string, cb: (...data: unknown[]) => void) => {
      deliver = (b) => cb(b);
      return () => {};
    });
    const t = wailsTransport({ go: { main: { App: {} } }, runtime: { EventsOn } });
    const seen: string[] = [];
    const offStep = t.on('run:step', (p) => seen.push('step ' + JSON.stringify(p)));
    t.on('session:state', (p) => seen.push('state ' + JSON.stringify(p)));
    expect(EventsOn).toHaveBeenCalledTimes(1);
    expect(EventsOn).toHaveBeenCalledWith(WAILS_EVENTS, expect.any(Function));
    deliver([
      { name: 'session:state', payload: { n: 1 } },
      { name: 'run:step', payload: { n: 2 } },
      { name: 'other:event', payload: {} },
      { name: 'session:state', payload: { n: 3 } },
    ]);
    expect(seen).toEqual(['state {"n":1}', 'step {"n":2}', 'state {"n":3}']);
    offStep();
    deliver([{ name: 'run:step', payload: { n: 4 } }]);
    expect(seen).toHaveLength(3);
  });

  it('treats a non-JSON rejection as an internal error with that message', () => {
    const e = parseWailsError('boom');
    expect(e.code).toBe('internal');
    expect(e.message).toBe('boom');
  });
});

describe('token', () => {
  it('reads ?token= once, keeps it for the tab and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/?token=secret1#/');
    expect(readToken()).toBe('secret1');
    expect(window.location.search).toBe('');
    expect(readToken()).toBe('secret1');
  });
});
