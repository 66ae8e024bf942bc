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

export function navigate(path: string) {
  const target = '#' + (path.startsWith('/') ? path : '/' + path);
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
