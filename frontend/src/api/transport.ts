// The one transport adapter (docs/api.md §1): Wails bindings and runtime
// events in the desktop app, HTTP + one shared WebSocket against
// `reprise serve` in a browser. Nothing else in the UI knows which.

import type { EventMap, EventName } from './generated';

/** ApiError is a failed call: a code from docs/api.md §2 and a message a user can read. */
export class ApiError extends Error {
  code: string;
  details: unknown;
  constructor(code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.details = details ?? null;
  }
}

export type Listener<K extends EventName> = (payload: EventMap[K]) => void;

/** Transport carries calls and events; the API client is built on it. */
export interface Transport {
  readonly kind: 'wails' | 'http' | 'fake';
  call<T>(method: string, ...args: unknown[]): Promise<T>;
  on<K extends EventName>(name: K, fn: Listener<K>): () => void;
  /** blobSrc returns an address for <img src>, or null when the image must come from GetBlob. */
  blobSrc(key: string, maxWidth?: number): string | null;
  /** connected reports whether events flow (always true for Wails). */
  onStatus?(fn: (connected: boolean) => void): () => void;
}

// ---- Wails ----

interface WailsWindow {
  go?: { main?: { App?: Record<string, (...args: unknown[]) => Promise<unknown>> } };
  runtime?: { EventsOn: (name: string, cb: (...data: unknown[]) => void) => () => void };
}

/** parseWailsError turns a rejected Wails promise (a JSON string per §1) into an ApiError. */
export function parseWailsError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  const s = typeof e === 'string' ? e : e instanceof Error ? e.message : String(e);
  try {
    const o = JSON.parse(s);
    const err = o && typeof o === 'object' && 'error' in o ? o.error : o;
    if (err && typeof err.code === 'string') return new ApiError(err.code, String(err.message ?? ''), err.details);
  } catch {
    /* not JSON */
  }
  return new ApiError('internal', s);
}

export function wailsAvailable(w: unknown = globalThis.window): boolean {
  const ww = w as WailsWindow | undefined;
  return !!ww?.go?.main?.App;
}

/**
 * WAILS_EVENTS is the one Wails event the desktop app emits: its payload is
 * a flushed batch of studio events, [{name, payload}, …], in order (as one
 * WebSocket message of reprise serve). One event per batch keeps the order
 * where Wails would not (its dev server sends each event from its own
 * goroutine).
 */
export const WAILS_EVENTS = 'reprise:events';

export function wailsTransport(w: WailsWindow = window as unknown as WailsWindow): Transport {
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  let subscribed = false;
  const subscribe = () => {
    if (subscribed || !w.runtime) return;
    subscribed = true;
    w.runtime.EventsOn(WAILS_EVENTS, (batch: unknown) => {
      for (const e of (Array.isArray(batch) ? batch : []) as { name: string; payload: unknown }[]) {
        listeners.get(e?.name)?.forEach((fn) => {
          try {
            fn(e.payload);
          } catch (err) {
            console.error(err);
          }
        });
      }
    });
  };
  return {
    kind: 'wails',
    async call<T>(method: string, ...args: unknown[]): Promise<T> {
      const fn = w.go?.main?.App?.[method];
      if (!fn) throw new ApiError('unknown_method', `the desktop app has no method ${method}`);
      try {
        return (await fn(...args)) as T;
      } catch (e) {
        throw parseWailsError(e);
      }
    },
    on(name, fn) {
      if (!w.runtime) return () => {};
      subscribe();
      const f = fn as (p: unknown) => void;
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)!.add(f);
      return () => {
        listeners.get(name)?.delete(f);
      };
    },
    blobSrc: () => null,
  };
}

// ---- HTTP + WebSocket ----

const TOKEN_KEY = 'reprise.token';

/** readToken takes the token from ?token= (then hides it from the address bar) or sessionStorage. */
export function readToken(loc: Location = window.location, store: Storage = window.sessionStorage): string {
  const params = new URLSearchParams(loc.search);
  const t = params.get('token');
  if (t) {
    store.setItem(TOKEN_KEY, t);
    params.delete('token');
    const q = params.toString();
    try {
      window.history.replaceState(null, '', loc.pathname + (q ? '?' + q : '') + loc.hash);
    } catch {
      /* not fatal */
    }
    return t;
  }
  return store.getItem(TOKEN_KEY) ?? '';
}

export interface HttpOptions {
  base?: string; // '' = same origin
  token: string;
  fetch?: typeof fetch;
  WebSocket?: typeof WebSocket;
}

export function httpTransport(opts: HttpOptions): Transport {
  const base = opts.base ?? '';
  const f = opts.fetch ?? window.fetch.bind(window);
  const WS = opts.WebSocket ?? window.WebSocket;
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  const statusFns = new Set<(c: boolean) => void>();
  let ws: WebSocket | null = null;
  let connected = false;
  let retry = 0;
  const closed = false;

  const setConnected = (c: boolean) => {
    connected = c;
    statusFns.forEach((fn) => fn(c));
  };

  const connect = () => {
    if (ws || closed) return;
    const origin = base || window.location.origin;
    const url = origin.replace(/^http/, 'ws') + '/api/events?token=' + encodeURIComponent(opts.token);
    const sock = new WS(url);
    ws = sock;
    sock.onopen = () => {
      retry = 0;
      setConnected(true);
    };
    sock.onmessage = (ev: MessageEvent) => {
      let batch: unknown;
      try {
        batch = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      const list = Array.isArray(batch) ? batch : [batch];
      for (const e of list as { name: string; payload: unknown }[]) {
        listeners.get(e?.name)?.forEach((fn) => {
          try {
            fn(e.payload);
          } catch (err) {
            console.error('reprise: event handler for', e.name, err);
          }
        });
      }
    };
    sock.onclose = () => {
      ws = null;
      setConnected(false);
      if (closed) return;
      // Reconnect with a growing pause (events are not replayed: screens
      // refresh what they show when the connection comes back).
      const pause = Math.min(5000, 250 * 2 ** retry++);
      setTimeout(connect, pause);
    };
  };

  return {
    kind: 'http',
    async call<T>(method: string, ...args: unknown[]): Promise<T> {
      let res: Response;
      try {
        res = await f(base + '/api/' + method, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Reprise-Token': opts.token },
          body: JSON.stringify(args),
        });
      } catch (e) {
        throw new ApiError('browser', `cannot reach the Reprise server (${e instanceof Error ? e.message : e}); is \`reprise serve\` still running?`);
      }
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        if (!res.ok) throw new ApiError('internal', text || res.statusText);
        throw new ApiError('internal', `${method}: the server answered with something that is not JSON`);
      }
      if (!res.ok) {
        const err = (body as { error?: { code?: string; message?: string; details?: unknown } })?.error;
        throw new ApiError(err?.code ?? 'internal', err?.message ?? `${method} failed: HTTP ${res.status}`, err?.details);
      }
      return body as T;
    },
    on(name, fn) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      const h = fn as (p: unknown) => void;
      set.add(h);
      connect();
      return () => set!.delete(h);
    },
    blobSrc(key, maxWidth) {
      let u = base + '/api/blob/' + encodeURIComponent(key) + '?token=' + encodeURIComponent(opts.token);
      if (maxWidth) u += '&w=' + maxWidth;
      return u;
    },
    onStatus(fn) {
      statusFns.add(fn);
      fn(connected);
      connect();
      return () => statusFns.delete(fn);
    },
  };
}

/** createTransport picks Wails bindings when present, else HTTP to the serving `reprise serve`. */
export function createTransport(): Transport {
  const w = window as unknown as WailsWindow;
  const inWails = wailsAvailable() || !!w.runtime || location.protocol === 'wails:' || location.hostname === 'wails.localhost';
  if (inWails) return wailsTransport();
  return httpTransport({ token: readToken() });
}
