// Api is what screens call: the generated StudioAPI (every method of
// studio.API, typed from Go) over the transport, plus its events. It
// knows nothing about Wails or HTTP.

import { makeClient } from './generated';
import type { EventMap, EventName, StudioAPI } from './generated';
import type { Transport } from './transport';

export type Api = StudioAPI & {
  readonly transport: Transport;
  on<K extends EventName>(name: K, fn: (p: EventMap[K]) => void): () => void;
};

/** newApi returns the typed client over transport. */
export function newApi(transport: Transport): Api {
  const client = makeClient((method, args) => transport.call(method, ...args));
  return Object.assign(client, {
    transport,
    on: <K extends EventName>(name: K, fn: (p: EventMap[K]) => void) => transport.on(name, fn),
  });
}
