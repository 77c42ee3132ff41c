import { z } from 'zod';
import { clearAuthorCache, db, keepAuthorCopy, readAuthorCopy } from '#offline/index';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchWithOfflineCopy } from '#app/shared/http/offline-query';
import { ApiError } from '#app/shared/http/api-error';
import { resetDb } from './helpers';

beforeEach(resetDb);

const listSchema = z.object({ titles: z.array(z.string()) });
const offline = () => Promise.reject(new ApiError(0, 'NETWORK', 'network'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('author copies kept on the device', () => {
  it('stores, reads back, and forgets them all at sign-out', async () => {
    await keepAuthorCopy('1:my-forms', { titles: ['A'] }, new Date('2026-03-01T08:00:00.000Z'));
    expect(await readAuthorCopy('1:my-forms')).toEqual({ data: { titles: ['A'] }, loadedAt: '2026-03-01T08:00:00.000Z' });
    await clearAuthorCache();
    expect(await readAuthorCopy('1:my-forms')).toBeNull();
  });

  it('a damaged copy counts as absent', async () => {
    await db.authorCache.put({ key: 'bad', data: undefined, loadedAt: 7 as unknown as string });
    expect(await readAuthorCopy('bad')).toBeNull();
  });
});

describe('fetchWithOfflineCopy', () => {
  it('returns fresh data and keeps it; with no connection, the kept copy and its time', async () => {
    const fresh = await fetchWithOfflineCopy('k', listSchema, () => Promise.resolve({ titles: ['Budget'] }));
    expect(fresh).toEqual({ data: { titles: ['Budget'] }, offlineCopyFrom: null });
    const copy = await fetchWithOfflineCopy('k', listSchema, offline);
    expect(copy.data).toEqual({ titles: ['Budget'] });
    expect(Date.parse(copy.offlineCopyFrom ?? '')).not.toBeNaN();
  });

  it('rethrows when there is no copy, or when the copy no longer fits the schema', async () => {
    await expect(fetchWithOfflineCopy('none', listSchema, offline)).rejects.toMatchObject({ code: 'NETWORK' });
    await keepAuthorCopy('old-shape', { names: ['x'] });
    await expect(fetchWithOfflineCopy('old-shape', listSchema, offline)).rejects.toBeInstanceOf(ApiError);
  });

  it('lets the server\'s own answers through: sign-in, no access and gone are never hidden by a copy', async () => {
    await keepAuthorCopy('k', { titles: ['Budget'] });
    for (const [status, code] of [[401, 'UNAUTHORIZED'], [403, 'FORBIDDEN'], [404, 'NOT_FOUND']] as const) {
      await expect(fetchWithOfflineCopy('k', listSchema, () => Promise.reject(new ApiError(status, code, 'no')))).rejects.toMatchObject({ status });
    }
  });

  it('shows the copy when the server is too slow, and still keeps the fresh data when it arrives', async () => {
    await keepAuthorCopy('slow', { titles: ['Old'] });
    let answer!: (value: { titles: string[] }) => void;
    const late = new Promise<{ titles: string[] }>((resolve) => (answer = resolve));
    const result = await fetchWithOfflineCopy('slow', listSchema, () => late, { waitMs: 10 });
    expect(result.data).toEqual({ titles: ['Old'] });
    expect(result.offlineCopyFrom).not.toBeNull();
    answer({ titles: ['New'] });
    await settle();
    expect((await readAuthorCopy('slow'))?.data).toEqual({ titles: ['New'] });
  });
});
