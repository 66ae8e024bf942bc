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
// to ask before leaving, or null when nothing would be lost.
const guards = new Set<{ current: () => string | null }>();
// approved is a hash the user already agreed to go to (navigate asked).
let approved = '';

/** mayLeave asks every guard's question; false when the user chose to stay. */
export function mayLeave(): boolean {
  for (const g of guards) {
    const q = g.current();
    if (q && !window.confirm(q)) return false;
  }
  return true;
}

/**
 * useLeaveGuard asks question (when it is not null) before the app goes
 * to another screen, and before the window closes or reloads, so unsaved
 * work is not lost without a word.
 */
export function useLeaveGuard(question: string | null) {
  const ref = useRef(() => question);
  ref.current = () => question;
  useEffect(() => {
    guards.add(ref);
    const unload = (e: BeforeUnloadEvent) => {
      if (ref.current()) e.preventDefault();
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
  const hold = held(target);
  if (hold) {
    void hold.then((go) => go && goTo(target));
    return;
  }
  goTo(target);
}

/** goTo changes the address to target once the leave guards agree; holds have had their say. */
function goTo(target: string) {
  if (window.location.hash === target) return;
  if (!mayLeave()) return;
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
        const hold = held(next);
        if (hold) {
          // Put the previous address back as a new entry, so that Back
          // still goes where it went (history.pushState: no hashchange).
          // That entry follows the one the browser went to, so going on
          // is one step back to it rather than a third entry.
          window.history.pushState(null, '', current.current || '#/');
          void hold.then((go) => {
            if (!go || !mayLeave()) return;
            approved = next;
            window.history.back();
          });
          return;
        }
      }
      const ok = next === approved || mayLeave();
      approved = '';
      if (!ok) {
        // stay: put the address back without another hashchange
        window.history.replaceState(null, '', current.current || '#/');
        return;
      }
      current.current = next;
      setRoute(parseHash(next));
    };
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
