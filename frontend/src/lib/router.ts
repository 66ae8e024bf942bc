import { useEffect, useRef, useState } from 'react';

/** Route is the parsed location hash: #/t/ID/runs?session=X → parts ["t","ID","runs"], query {session: X}. */
export interface Route { parts: string[]; query: URLSearchParams; path: string }

export function parseHash(hash: string): Route {
  const h = hash.replace(/^#/, '') || '/';
  const [path, q = ''] = h.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  return { parts, query: new URLSearchParams(q), path };
}

// guards are the screens that hold unsaved work: each returns the question
// to ask before leaving for an address (undefined: the window closes or
// reloads), or null when nothing would be lost going there, and asks it
// in the screen's own dialog (never window.confirm: the desktop app's
// WebView titles that with its wails:// address).
interface Guard { question: (to?: string) => string | null; ask: (question: string) => Promise<boolean> }
const guards = new Set<{ current: Guard }>();
// approved is a hash the user already agreed to go to (navigate asked).
let approved = '';

/**
 * mayLeave asks every guard's question about going to the address to (a
 * hash; undefined: anywhere) in turn: null when none has one (leave at
 * once), else a promise of false when the user chose to stay.
 */
export function mayLeave(to?: string): Promise<boolean> | null {
  const asking = [...guards].map((g) => g.current).filter((g) => g.question(to));
  if (!asking.length) return null;
  return (async () => {
    for (const g of asking) {
      const q = g.question(to);
      if (q && !(await g.ask(q))) return false;
    }
    return true;
  })();
}

/**
 * useLeaveGuard asks question (when it is not null) with ask before the
 * app goes to another screen, and has the browser ask before the window
 * closes or reloads, so unsaved work is not lost without a word. A
 * function question is asked at the moment of leaving, with the address
 * the app would go to (undefined for a closing or reloading window): a
 * screen with several addresses (the editor's tabs) lets its own through.
 */
export function useLeaveGuard(question: string | null | ((to?: string) => string | null), ask: (question: string) => Promise<boolean>) {
  const q = typeof question === 'function' ? question : () => question;
  const ref = useRef<Guard>({ question: q, ask });
  ref.current = { question: q, ask };
  useEffect(() => {
    guards.add(ref);
    const unload = (e: BeforeUnloadEvent) => {
      if (ref.current.question()) e.preventDefault();
    };
    window.addEventListener('beforeunload', unload);
    return () => {
      guards.delete(ref);
      window.removeEventListener('beforeunload', unload);
    };
  }, []);
}

/**
 * A Hold is asked about every change of screen: navigate (the app's
 * buttons and shortcuts), a link, the browser's Back and Forward, an
 * edited address. It returns null to let the change through, or a
 * promise: the router waits (putting the previous address back when the
 * address bar already moved); true goes on to the new address (unsaved-work
 * questions still ask) — after Back, by stepping back, so the history is
 * what it would have been without the question —, false stays.
 */
export type Hold = (to: string) => Promise<boolean> | null;
const holds = new Set<{ current: Hold }>();

/** held asks every Hold about going to hash; the first that holds it wins. */
function held(hash: string): Promise<boolean> | null {
  for (const h of holds) {
    const p = h.current(hash);
    if (p) return p;
  }
  return null;
}

/**
 * asked is the question about going to hash: the holds' first, then the
 * leave guards'. null when nothing asks (go at once), else whether to go.
 */
function asked(hash: string): Promise<boolean> | null {
  const hold = held(hash);
  if (hold) return hold.then((go) => go && (mayLeave(hash) ?? true));
  return mayLeave(hash);
}

/**
 * useHold lets a screen hold an address change that already happened in
 * the address bar (Back, Forward) while it asks its own question, e.g. a
 * run under way that leaving would stop.
 */
export function useHold(hold: Hold) {
  const ref = useRef(hold);
  ref.current = hold;
  useEffect(() => {
    holds.add(ref);
    return () => {
      holds.delete(ref);
    };
  }, []);
}

export function navigate(path: string) {
  const target = '#' + (path.startsWith('/') ? path : '/' + path);
  if (window.location.hash === target) return;
  const ask = asked(target);
  if (ask) {
    void ask.then((go) => go && goTo(target));
    return;
  }
  goTo(target);
}

/** goTo changes the address to target; the holds and the leave guards have had their say. */
function goTo(target: string) {
  if (window.location.hash === target) return;
  approved = target;
  window.location.hash = target;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(window.location.hash));
  const current = useRef(window.location.hash);
  useEffect(() => {
    const on = () => {
      const next = window.location.hash;
      // the address is where this router already is (a second event for
      // one change, or the address put back below): nothing to do.
      if (next === current.current && next !== approved) return;
      if (next !== approved) {
        const ask = asked(next);
        if (ask) {
          // Put the previous address back as a new entry, so that Back
          // still goes where it went (history.pushState: no hashchange).
          // That entry follows the one the browser went to, so going on
          // is one step back to it rather than a third entry.
          window.history.pushState(null, '', current.current || '#/');
          void ask.then((go) => {
            if (!go) return;
            approved = next;
            window.history.back();
          });
          return;
        }
      }
      approved = '';
      current.current = next;
      setRoute(parseHash(next));
    };
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
