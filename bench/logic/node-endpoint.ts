import type { MessagePort, Worker } from 'node:worker_threads';
import type { Endpoint } from 'comlink';

type Listener = Parameters<Endpoint['addEventListener']>[1];

/** comlink's Endpoint over a Node worker thread or its parent port (what comlink's node-adapter does). */
export function nodeEndpoint(port: MessagePort | Worker): Endpoint {
  const wrapped = new WeakMap<object, (data: unknown) => void>();
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer as never),
    addEventListener: (_type: string, listener: Listener) => {
      const onMessage = (data: unknown) => {
        const event = { data } as MessageEvent;
        if ('handleEvent' in listener) listener.handleEvent(event);
        else listener(event);
      };
      port.on('message', onMessage);
      wrapped.set(listener, onMessage);
    },
    removeEventListener: (_type: string, listener: Listener) => {
      const onMessage = wrapped.get(listener);
      if (!onMessage) return;
      port.off('message', onMessage);
      wrapped.delete(listener);
    },
  };
}
