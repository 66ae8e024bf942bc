import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { Api } from '../api/api';
import type { EventMap, EventName } from '../api/generated';

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}

/** useEvent subscribes to a studio event for the component's lifetime; fn may change freely. */
export function useEvent<K extends EventName>(name: K, fn: (p: EventMap[K]) => void) {
  const api = useApi();
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => api.on(name, (p) => ref.current(p)), [api, name]);
}

/** useConnected reports whether events flow from the backend (HTTP transport); true for Wails. */
export function useConnected(): boolean {
  const api = useApi();
  const [c, setC] = useState(true);
  useEffect(() => api.transport.onStatus?.(setC), [api]);
  return c;
}
