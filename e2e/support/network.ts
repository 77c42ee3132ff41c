import type { BrowserContext } from '@playwright/test';
import type { NetworkState } from './chaos-network';
import type { TcpProxy } from './tcp-proxy';

/**
 * Cuts or restores the network for real: 'unreachable' refuses and drops every connection at the
 * proxy (the page's and the service worker's), 'offline' also puts the browser offline (`offline`
 * and `online` events), 'online' restores both.
 */
export async function setNetwork(proxy: TcpProxy, context: BrowserContext, state: NetworkState): Promise<void> {
  if (state === 'online') proxy.restore();
  else proxy.cut();
  await context.setOffline(state === 'offline');
}
