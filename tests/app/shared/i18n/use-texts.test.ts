import type * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyMessages, type Texts } from '#app/shared/i18n/catalogue';
import { loadMessages } from '#app/shared/i18n/catalogue-loader';
import { useTexts } from '#app/shared/i18n/use-texts';

/** What each render passed to React's `use`; `use` here reads as React does: a settled promise's value, else it suspends. */
const used: Promise<unknown>[] = [];
const SUSPENDED = new Error('suspended');
vi.mock('react', async (original) => ({
  ...await original<typeof React>(),
  use: (promise: Promise<unknown> & { status?: string; value?: unknown }) => {
    used.push(promise);
    if (promise.status === 'fulfilled') return promise.value;
    throw SUSPENDED;
  },
}));

const catalogue = (texts: Texts) => lazyMessages({ vi: () => Promise.resolve({ default: texts }), en: () => Promise.resolve({ default: texts }) });

/**
 * React replays a render that waited for a download as soon as it settles; the replay must call the same
 * hooks as the render that waited. When it skipped the `use` of a catalogue that had arrived meanwhile,
 * the next hook (useT's useMemo) ran as an update on a first render: React error 467, the page replaced
 * by the error view (seen on the users screen, one run in four).
 */
describe('useTexts', () => {
  it('reads every catalogue through use on every render, waiting or loaded', async () => {
    const first = catalogue({ a: 'một' });
    const second = catalogue({ b: 'hai' });
    used.length = 0;
    expect(() => useTexts([first, second], 'vi')).toThrow(SUSPENDED);
    expect(used).toHaveLength(1); // it waits at the first; both downloads have started
    const waitedFor = used[0];
    await waitedFor;
    await Promise.resolve();

    used.length = 0;
    expect(useTexts([first, second], 'vi')).toEqual({ a: 'một', b: 'hai' });
    expect(used).toHaveLength(2);
    expect(used[0]).toBe(waitedFor);
  });

  it('gives a catalogue already loaded without waiting', async () => {
    const messages = catalogue({ a: 'một' });
    await loadMessages(messages, 'en').promise;
    used.length = 0;
    expect(useTexts([messages], 'en')).toEqual({ a: 'một' });
    expect(used).toHaveLength(1);
  });
});
