import { liveQuery } from 'dexie';
import { allElements, elementLocalityList, publicFormSchema, type LocalityListId, type PublicForm } from '#core/forms';
import type { OutboxItem } from './contract';
import { db } from './db';
import { rememberPublicForm } from './forms-cache';
import { prefetchAllLocalities, type LocalityLoadOptions } from './localities';
import { readOutbox, watchOutbox } from './outbox';
import { subscribeThrottledRead } from './throttled-live-read';
import { getCurrentOwner, visibleTo } from './ownership';
import { parseOutboxRow } from './rows';
import { askPersistentStorageSoon } from './storage-health';
import { FILES_CACHE_NAME, isCacheableStoredFile } from './sw-rules';
import { warnInBackground } from './diagnostics';

/** A form kept on this device for field work, with what waits in the outbox for it. */
export interface OfflineFormSummary {
  formId: number;
  shortUrl: string;
  title: string;
  /** the version of the copy kept on the device */
  version: number;
  /** when that copy was stored */
  keptAt: string;
  /** when the person marked it */
  markedAt: string;
  /** answers of this form waiting to be sent */
  pending: number;
  /** answers of this form that need the person (or were refused) */
  attention: number;
}

export interface KeepOptions {
  /** where the form's images are stored; default the browser's CacheStorage (absent in node) */
  caches?: CacheStorage | null;
  /** resolves relative image URLs; default location.origin */
  origin?: string;
  /** how the locality lists are loaded for a form with an address element (tests) */
  localities?: LocalityLoadOptions;
}

export interface KeepReport {
  images: number;
  imagesFailed: number;
  /** null: the form has no address element; false: the lists could not be loaded now */
  localities: boolean | null;
}

function defaultCaches(options: KeepOptions): CacheStorage | null {
  if (options.caches !== undefined) return options.caches;
  return (globalThis as { caches?: CacheStorage }).caches ?? null;
}

function defaultOrigin(options: KeepOptions): string | null {
  return options.origin ?? (globalThis as { location?: Location }).location?.origin ?? null;
}

/** Same-origin stored files the form shows: welcome and thank-you covers, image elements. */
export function formImageUrls(form: PublicForm, origin: string): string[] {
  const { welcome, thankYou } = form.design;
  const candidates = [
    welcome?.coverImage, welcome?.mobileCoverImage, thankYou?.coverImage, thankYou?.mobileCoverImage,
    ...allElements(form.design).filter((e) => e.kind === 'image').map((e) => e.mediaUrl),
  ];
  const urls = new Set<string>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, origin);
      if (isCacheableStoredFile(url, 'GET', url.origin === origin)) urls.add(url.href);
    } catch {
      // not a URL: nothing to keep
    }
  }
  return [...urls];
}

/** Whether the form asks for an address (then the locality lists are kept too). */
export function formNeedsLocalities(form: PublicForm): boolean {
  return formLocalityLists(form).length > 0;
}

/** The lists of units the form's address elements offer. */
export function formLocalityLists(form: PublicForm): LocalityListId[] {
  return [...new Set(allElements(form.design).filter((e) => e.kind === 'address').map(elementLocalityList))];
}

/**
 * "Available offline": keeps the form (Dexie `forms`, read by the public page when the network
 * fails), marks it in `offlineForms`, and stores its images in the cache the service worker reads
 * them from. Images are best effort: a failure is counted, the form is kept all the same.
 */
export async function markFormOffline(form: PublicForm, options: KeepOptions = {}): Promise<KeepReport> {
  const valid = publicFormSchema.parse(form);
  await db.transaction('rw', db.forms, db.offlineForms, async () => {
    await rememberPublicForm(valid);
    const existing = await db.offlineForms.get(valid.id);
    await db.offlineForms.put({
      formId: valid.id,
      shortUrl: valid.shortUrl,
      title: valid.design.title,
      markedAt: typeof existing?.markedAt === 'string' ? existing.markedAt : new Date().toISOString(),
    });
  });
  askPersistentStorageSoon(); // kept for field work: the device must not evict it
  const images = await keepImages(valid, options);
  const lists = formLocalityLists(valid);
  const localities = lists.length > 0
    ? await Promise.all(lists.map((list) => prefetchAllLocalities(options.localities, list))).then(() => true, () => false)
    : null;
  return { ...images, localities };
}

async function keepImages(form: PublicForm, options: KeepOptions): Promise<Omit<KeepReport, 'localities'>> {
  const storage = defaultCaches(options);
  const origin = defaultOrigin(options);
  if (!storage || !origin) return { images: 0, imagesFailed: 0 };
  const urls = formImageUrls(form, origin);
  const cache = await storage.open(FILES_CACHE_NAME);
  const results = await Promise.allSettled(urls.map(async (url) => ((await cache.match(url)) ? undefined : cache.add(url))));
  const imagesFailed = results.filter((r) => r.status === 'rejected').length;
  return { images: urls.length - imagesFailed, imagesFailed };
}

/**
 * Removes the mark (and the images no other kept form uses). Answers in the outbox are never
 * touched; the form copy itself stays while a draft of it exists, so that draft can still be finished.
 */
export async function unmarkFormOffline(formId: number, options: KeepOptions = {}): Promise<void> {
  const row = await db.offlineForms.get(formId);
  const form = row ? await readKeptForm(row.shortUrl) : null;
  await db.transaction('rw', db.forms, db.offlineForms, db.drafts, async () => {
    await db.offlineForms.delete(formId);
    if (row && !(await db.drafts.get(formId))) await db.forms.delete(row.shortUrl);
  });
  const storage = defaultCaches(options);
  const origin = defaultOrigin(options);
  if (!form || !storage || !origin) return;
  const stillUsed = new Set<string>();
  for (const other of await db.offlineForms.toArray()) {
    const kept = await readKeptForm(other.shortUrl);
    if (kept) for (const url of formImageUrls(kept, origin)) stillUsed.add(url);
  }
  const cache = await storage.open(FILES_CACHE_NAME);
  for (const url of formImageUrls(form, origin)) if (!stillUsed.has(url)) await cache.delete(url);
}

async function readKeptForm(shortUrl: string): Promise<PublicForm | null> {
  const parsed = publicFormSchema.safeParse((await db.forms.get(shortUrl))?.form);
  return parsed.success ? parsed.data : null;
}

export async function isFormOffline(formId: number): Promise<boolean> {
  return (await db.offlineForms.get(formId)) !== undefined;
}

/** The kept forms, newest mark first, with their pending and needs-attention counts. */
export async function listOfflineForms(): Promise<OfflineFormSummary[]> {
  const marks = await db.offlineForms.toArray();
  const owner = await getCurrentOwner();
  const items = visibleTo((await db.outbox.toArray()).map(parseOutboxRow).filter((i) => i !== null), owner);
  const summaries: OfflineFormSummary[] = [];
  for (const mark of marks) {
    const markedAt = typeof mark.markedAt === 'string' ? mark.markedAt : '';
    const copy = await db.forms.get(mark.shortUrl);
    const form = publicFormSchema.safeParse(copy?.form);
    const mine = items.filter((i) => i.submission.formId === mark.formId);
    summaries.push({
      formId: mark.formId,
      shortUrl: mark.shortUrl,
      title: form.success ? form.data.design.title : typeof mark.title === 'string' ? mark.title : '',
      version: form.success ? form.data.version : 0,
      keptAt: copy?.savedAt ?? markedAt,
      markedAt,
      pending: mine.filter((i) => i.state === 'pending').length,
      attention: mine.filter((i) => i.state !== 'pending').length,
    });
  }
  return summaries.sort((a, b) => b.markedAt.localeCompare(a.markedAt));
}

/** Live list for the /offline screen (sees writes of other tabs and the service worker). */
export function subscribeOfflineForms(callback: (forms: OfflineFormSummary[]) => void): () => void {
  const subscription = liveQuery(listOfflineForms).subscribe({
    next: callback,
    error: (error: unknown) => warnInBackground('[offline] kept forms query failed', error),
  });
  return () => subscription.unsubscribe();
}

/** Live flag for the toggle on the public form. */
export function subscribeFormOffline(formId: number, callback: (kept: boolean) => void): () => void {
  const subscription = liveQuery(() => isFormOffline(formId)).subscribe({
    next: callback,
    error: (error: unknown) => warnInBackground('[offline] kept form query failed', error),
  });
  return () => subscription.unsubscribe();
}

/** The short link of a form opened or kept on this device (to send the person back to it), or null. */
export async function shortUrlOfForm(formId: number): Promise<string | null> {
  const row = await db.forms.where('id').equals(formId).first();
  return row?.shortUrl ?? null;
}

/** Every outbox item this person may see (pending ones too), oldest first, live (read at most every 500 ms during a flush). */
export function subscribeVisibleOutbox(callback: (items: OutboxItem[]) => void): () => void {
  const read = async () => visibleTo((await readOutbox()).items, await getCurrentOwner());
  return subscribeThrottledRead({
    watch: watchOutbox, urgent: (watched) => watched.forAPerson, read, next: callback, what: '[offline] outbox query failed', intervalMs: 500,
  });
}
