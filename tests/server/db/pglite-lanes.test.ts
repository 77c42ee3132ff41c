import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteLanes } from '#server/db/pglite-lanes';

// a statement that keeps PGlite (and so the server's thread) busy for a good while
const HEAVY = 'select count(*) from generate_series(1, 400000) as i where i % 7 = 3';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
});
afterAll(async () => {
  await client.close();
});

/** Runs five heavy statements issued at once and one interactive statement issued just after; the order they end in. */
async function finishingOrder(heavyLane: PGlite, interactiveLane: PGlite): Promise<string[]> {
  const done: string[] = [];
  const heavy = Array.from({ length: 5 }, (_, i) => heavyLane.query(HEAVY).then(() => done.push(`heavy ${i}`)));
  const submission = interactiveLane.query('select 1').then(() => done.push('submission'));
  await Promise.all([...heavy, submission]);
  return done;
}

describe('PGlite lanes: heavy reads give way to interactive work', () => {
  it('without lanes a submission waits behind every heavy statement queued before it', async () => {
    expect((await finishingOrder(client, client)).indexOf('submission')).toBe(5);
  });

  it('with lanes it waits for at most the heavy statement already running', async () => {
    const lanes = pgliteLanes(client);
    expect((await finishingOrder(lanes.background, lanes.interactive)).indexOf('submission')).toBeLessThanOrEqual(1);
  });

  it('a heavy read is never starved by steady interactive work', async () => {
    const lanes = pgliteLanes(client);
    let stop = false;
    // two request loops, each statement arriving on a later turn of the event loop, as requests do
    const steady = async () => {
      let count = 0;
      while (!stop) {
        await new Promise((resolve) => setImmediate(resolve));
        await lanes.interactive.query('select 1');
        count++;
      }
      return count;
    };
    const loops = [steady(), steady()];
    const [{ count } = { count: -1 }] = (await lanes.background.query<{ count: number }>('select count(*)::int as count from generate_series(1, 1000)')).rows;
    stop = true;
    expect(count).toBe(1000);
    expect(Math.min(...(await Promise.all(loops)))).toBeGreaterThan(0);
  });
});
