import { expose } from 'comlink';
import { afterEach } from 'vitest';
import { createLogicApi } from '#worker/logic-api';
import type { WorkerLike } from '#app/shared/logic-worker/logic-worker';

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((port) => port.close()));

/** A worker made of a MessageChannel: `answering` exposes the real logic api at the other end, else it stays silent. */
export function fakeWorker(answering: boolean) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  if (answering) expose(createLogicApi(), port2);
  const events = new EventTarget();
  const worker = {
    terminated: false,
    postMessage: port1.postMessage.bind(port1),
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions) =>
      (type === 'error' ? events : port1).addEventListener(type, listener, options),
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
      (type === 'error' ? events : port1).removeEventListener(type, listener),
    terminate: () => (worker.terminated = true),
    failToLoad: () => events.dispatchEvent(new Event('error')),
  };
  port1.start();
  return worker satisfies WorkerLike;
}
