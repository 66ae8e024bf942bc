import { useEffect, useState } from 'react';

/** Route is the parsed location hash: #/t/ID/runs?session=X → parts ["t","ID","runs"], query {session: X}. */
export interface Route { parts: string[]; query: URLSearchParams; path: string }

export function parseHash(hash: string): Route {
  const h = hash.replace(/^#/, '') || '/';
  const [path, q = ''] = h.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  return { parts, query: new URLSearchParams(q), path };
}

export function navigate(path: string) {
  const target = '#' + (path.startsWith('/') ? path : '/' + path);
  if (window.location.hash !== target) window.location.hash = target;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(window.location.hash));
  useEffect(() => {
    const on = () => setRoute(parseHash(window.location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
