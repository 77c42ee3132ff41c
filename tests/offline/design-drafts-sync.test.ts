import {
  changeDesignDraft, claimDesignDraft, onDesignDraftSent, sendDesignDraft, readDesignDraft, requestDesignDraftSync, saveDesignDraftEdit, settleDesignConflict,
  startDesignDraftSync, syncDesignDrafts, type DesignSentEvent,
} from '#offline/index';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { design, fakeDesignServer, stored } from './design-drafts-fixtures';
import { resetDb } from './helpers';

beforeEach(resetDb);
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Waits (up to a second) until `check` holds, e.g. the fake server received a send it now holds. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

/** The server holds its reply: the draft is on its way until `release` is called. */
function holdReplies(server: ReturnType<typeof fakeDesignServer>): () => void {
  let release!: () => void;
  server.hold = new Promise((resolve) => (release = resolve));
  return release;
}

/** A sync whose request reached the held server and waits for its reply. */
async function sendHeld(server: ReturnType<typeof fakeDesignServer>) {
  const release = holdReplies(server);
  const sending = syncDesignDrafts(server);
  await until(() => server.received.length === 1);
  return { sending, release };
}

function start(server: ReturnType<typeof fakeDesignServer>, target = new EventTarget()) {
  stops.push(startDesignDraftSync({ transport: server, target, document: null as never, retryDelayMs: () => 60_000 }));
  return target;
}

describe('a design saved while offline', () => {
  it('is sent exactly once when the connection returns, then the draft goes', async () => {
    const server = fakeDesignServer();
    server.mode = 'down';
    const row = await stored({ state: 'pending' });
    const target = start(server);
    await requestDesignDraftSync();
    expect(server.received.length).toBeGreaterThan(0); // tried at start: unreachable
    expect(server.saves).toHaveLength(0);
    expect((await readDesignDraft(row.key))?.state).toBe('pending');
    const triesOffline = server.received.length;

    server.mode = 'up';
    const release = holdReplies(server);
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('online'));
    const otherTab = syncDesignDrafts(server); // another sender at the same moment
    const running = requestDesignDraftSync();
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await Promise.all([running, otherTab]);
    await requestDesignDraftSync();

    expect(server.received).toHaveLength(triesOffline + 1);
    expect(server.saves.map((d) => d.design.title)).toEqual(['Mine']);
    expect(await readDesignDraft(row.key)).toBeNull();
  });

  it('keeps edits typed while it travelled, now based on the saved version, still to be sent', async () => {
    const server = fakeDesignServer();
    const row = await stored({ state: 'pending' });
    const { sending, release } = await sendHeld(server);
    await saveDesignDraftEdit({ ...row, design: design('Typed meanwhile') });
    release();
    const report = await sending;
    expect(report.sent[0]).toMatchObject({ draft: 'kept', outcome: { kind: 'saved', saved: { version: 4 } } });
    expect(await readDesignDraft(row.key)).toMatchObject({ state: 'pending', baseVersion: 4, baseDesign: { title: 'Mine' }, design: { title: 'Typed meanwhile' } });
  });

  it('a new form is created and the draft follows it to its new id when kept', async () => {
    const server = fakeDesignServer();
    const row = await stored({ state: 'pending', formId: null, baseVersion: null, baseDesign: null });
    await syncDesignDrafts(server);
    expect(server.received[0]?.formId).toBeNull();
    expect(await readDesignDraft(row.key)).toBeNull();
  });

  it('drafts being edited (not saved by the author) are not sent', async () => {
    const server = fakeDesignServer();
    await stored({ state: 'editing' });
    await syncDesignDrafts(server);
    expect(server.received).toHaveLength(0);
  });
});

describe('the server version moved meanwhile (409)', () => {
  it('keeps both versions in the draft, survives a reload, and is not sent again until settled', async () => {
    const server = fakeDesignServer();
    server.mode = 'conflict';
    const row = await stored({ state: 'pending' });
    const events: DesignSentEvent[] = [];
    stops.push(onDesignDraftSent((e) => events.push(e)));
    await syncDesignDrafts(server);
    expect(events[0]).toMatchObject({ key: row.key, outcome: { kind: 'conflict', theirsVersion: 4 } });
    const reloaded = await readDesignDraft(row.key);
    expect(reloaded).toMatchObject({
      state: 'conflict', conflictVersion: 4, conflictTheirs: { title: 'Theirs' }, design: { title: 'Mine' }, baseDesign: { title: 'Base' }, baseVersion: 3,
    });
    await saveDesignDraftEdit({ ...row, design: design('Mine, edited') }, true); // an autosave or save keeps the conflict
    await syncDesignDrafts(server);
    expect(server.received).toHaveLength(1);
    expect((await readDesignDraft(row.key))?.state).toBe('conflict');

    await settleDesignConflict(row.key, design('Merged'));
    expect(await readDesignDraft(row.key)).toMatchObject({ state: 'editing', design: { title: 'Merged' }, baseVersion: 4, baseDesign: { title: 'Theirs' } });
    expect((await readDesignDraft(row.key))?.conflictTheirs).toBeUndefined();
  });
});

describe('a refusal', () => {
  it('that needs the author stops the automatic sending and tells why', async () => {
    const server = fakeDesignServer();
    server.mode = 'forbidden';
    const row = await stored({ state: 'pending' });
    await syncDesignDrafts(server);
    await syncDesignDrafts(server);
    expect(server.received).toHaveLength(1);
    expect(await readDesignDraft(row.key)).toMatchObject({ state: 'editing', problem: { code: 'FORBIDDEN' }, design: { title: 'Mine' } });
  });

  it('for an expired session keeps the draft pending for after signing in', async () => {
    const server = fakeDesignServer();
    server.mode = 'unauthorized';
    const row = await stored({ state: 'pending' });
    await syncDesignDrafts(server);
    server.mode = 'up';
    await syncDesignDrafts(server);
    expect(server.received).toHaveLength(2);
    expect(await readDesignDraft(row.key)).toBeNull();
  });

  it('a draft deleted while it travelled is not brought back', async () => {
    const server = fakeDesignServer();
    const row = await stored({ state: 'pending' });
    const { sending, release } = await sendHeld(server);
    await changeDesignDraft(row.key, () => null);
    release();
    expect((await sending).sent[0]?.draft).toBe('gone');
    expect(await readDesignDraft(row.key)).toBeNull();
  });
});

describe('a designer tab reloaded while its draft is on its way (its own sync at start, another tab retrying)', () => {
  /** The tab opens again while the send is held: it must still be waiting once its reads are long done. */
  async function reopenWhileSending(release: () => void) {
    let settled = false;
    const claiming = claimDesignDraft({ editorId: 'tab-a', formId: 5, newId: () => 'fresh' }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release();
    return { claiming };
  }

  it('waits for the send and takes its own draft back when the server could not be reached', async () => {
    const server = fakeDesignServer();
    server.mode = 'down';
    const row = await stored({ state: 'pending', editorId: 'tab-a', design: design('Typed offline') });
    const { sending, release } = await sendHeld(server);
    const { claiming } = await reopenWhileSending(release);
    await sending;
    const claim = await claiming;
    stops.push(() => claim.lock.release());
    expect(claim).toMatchObject({ editorId: 'tab-a', key: row.key, adopted: false, draft: { state: 'pending', design: { title: 'Typed offline' } } });
  });

  it('starts afresh, as the same editor, when the send landed', async () => {
    const server = fakeDesignServer();
    await stored({ state: 'pending', editorId: 'tab-a' });
    const { sending, release } = await sendHeld(server);
    const { claiming } = await reopenWhileSending(release);
    await sending;
    const claim = await claiming;
    stops.push(() => claim.lock.release());
    expect(server.saves).toHaveLength(1);
    expect(claim).toMatchObject({ editorId: 'tab-a', key: 'fresh', draft: null });
  });
});

describe('saving a draft now', () => {
  it('waits for a send of it already in flight and gives that send, without sending twice', async () => {
    const server = fakeDesignServer();
    const row = await stored({ state: 'pending' });
    const { sending, release } = await sendHeld(server);
    const now = sendDesignDraft(server, row.key);
    release();
    await sending;
    expect(await now).toMatchObject({ key: row.key, outcome: { kind: 'saved' }, draft: 'deleted' });
    expect(server.saves).toHaveLength(1);
  });
});
