import type { BrowserContext } from '@playwright/test';

/** What stands between the browser and the server and can be cut (the proxies of e2e/support). */
export interface Cuttable {
  cut(): void;
  restore(): void;
}

/**
 * - online: everything reaches the server (when it is up);
 * - unreachable: the phone keeps its network but the proxy refuses and drops every connection;
 * - offline: the browser is offline too (the pages get `offline` / `online` events).
 */
export type NetworkState = 'online' | 'unreachable' | 'offline';

/** mulberry32: the seed (printed at the start, CHAOS_SEED) gives the same draws; timing still varies. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cuts and restores the network between the browser and the server for real, at random. */
export class NetworkChaos {
  state: NetworkState = 'online';
  readonly log: string[] = [];
  private readonly random: () => number;
  private readonly started = Date.now();

  constructor(private readonly proxy: Cuttable, private readonly context: BrowserContext, readonly seed: number) {
    this.random = seeded(seed);
  }

  /** 1.5 to 4 s: "every few seconds". */
  nextDelayMs(): number {
    return 1500 + Math.floor(this.random() * 2500);
  }

  /** A different state from the current one; about half the time the network is back. */
  pick(): NetworkState {
    if (this.state !== 'online') return this.random() < 0.75 ? 'online' : this.state === 'offline' ? 'unreachable' : 'offline';
    return this.random() < 0.55 ? 'unreachable' : 'offline';
  }

  async set(state: NetworkState): Promise<void> {
    if (state === 'online') this.proxy.restore();
    else this.proxy.cut();
    await this.context.setOffline(state === 'offline');
    this.state = state;
    this.note(state);
  }

  note(event: string): void {
    this.log.push(`${((Date.now() - this.started) / 1000).toFixed(1)}s ${event}`);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
