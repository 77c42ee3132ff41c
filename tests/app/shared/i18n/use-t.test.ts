import { createElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { bilingual, lazyMessages, type Messages, type Texts } from '#app/shared/i18n/catalogue';
import { loadLanguage, loadMessages, preloadedMessages, switchLanguage } from '#app/shared/i18n/catalogue-loader';
import { currentLanguage } from '#app/shared/i18n/language-store';
import type { Placeholders, Translate } from '#app/shared/i18n/message-types';
import { translator, useT } from '#app/shared/i18n/use-t';
import { createIntl } from 'react-intl';
import type { Language } from '#core/constants';

const greetings = bilingual({
  'test.hello': { vi: 'Xin chào {name}', en: 'Hello {name}' },
  'test.count': { vi: '{count, plural, other {# câu trả lời}} của {who}', en: '{count, plural, one {# answer} other {# answers}} by {who}' },
  'test.plain': { vi: 'Lưu', en: 'Save' },
});

/** A catalogue as the browser build makes it: one module per language, counted as they are downloaded. */
function lazyCatalogue(texts: Record<Language, Texts>) {
  const downloads: Language[] = [];
  const load = (language: Language) => () => {
    downloads.push(language);
    return Promise.resolve({ default: texts[language] });
  };
  return { messages: lazyMessages({ vi: load('vi'), en: load('en') }) as typeof greetings, downloads };
}

async function html(locale: Language, render: () => string): Promise<string> {
  function Probe() {
    return createElement('p', null, render());
  }
  const tree = createElement(IntlProvider, { locale, defaultLocale: 'vi' }, createElement(Suspense, { fallback: 'waiting' }, createElement(Probe)));
  const { prelude } = await prerender(tree);
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->/g, ''); // Suspense's markers
}

describe('useT', () => {
  it('formats a message in the provider language, its placeholders and plurals filled', async () => {
    const en = await html('en', () => {
      const t = useT(greetings);
      return `${t('test.hello', { name: 'Lan' })} / ${t('test.count', { count: 1, who: 'Lan' })} / ${t('test.plain')}`;
    });
    expect(en).toBe('<p>Hello Lan / 1 answer by Lan / Save</p>');
    const vi = await html('vi', () => useT(greetings)('test.hello', { name: 'Lan' }));
    expect(vi).toBe('<p>Xin chào Lan</p>');
  });

  it('waits for a lazy catalogue and downloads only the language shown', async () => {
    const { messages, downloads } = lazyCatalogue({ vi: { 'test.plain': 'Lưu' }, en: { 'test.plain': 'Save' } });
    expect(await html('en', () => useT(messages)('test.plain'))).toBe('<p>Save</p>');
    expect(downloads).toEqual(['en']);
  });

  it('says which texts from elsewhere are its ids', async () => {
    const answer = await html('vi', () => {
      const t = useT(greetings);
      return [t.has('test.plain'), t.has('server said no'), t.ifKnown('test.plain', '-'), t.ifKnown('kept as recorded', 'kept')].join();
    });
    expect(answer).toBe('<p>true,false,Lưu,kept</p>');
  });
});

describe('translator', () => {
  const errors: unknown[] = [];
  const t = translator<[typeof greetings]>(
    { 'test.hello': 'Hello {name}', 'test.hidden': '<q>question 3 </q>Minimum' },
    createIntl({ locale: 'en', onError: (error) => errors.push(error) }),
  );

  it('gives the tags of a rich message as elements', () => {
    expect(t.rich('test.hello', { name: 'Lan' })).toBe('Hello Lan');
    const parts = t.rich('test.hidden' as never, { q: (chunks) => createElement('span', { className: 'sr-only' }, ...chunks) });
    expect(Array.isArray(parts) && parts.length).toBe(2);
    expect(renderToStaticMarkup(createElement('p', null, parts))).toBe('<p><span class="sr-only">question 3 </span>Minimum</p>');
  });

  it('shows a message whose value is missing at run time as written, and reports it', () => {
    const text = (t as unknown as (id: string) => string)('test.hello');
    expect(text).toBe('Hello {name}');
    expect(errors).toHaveLength(1);
  });
});

/** What React's `use` reads of the promise without suspending: its texts once settled, else undefined. */
const readNow = (promise: Promise<Texts>) => {
  const read = promise as Promise<Texts> & { status?: string; value?: Texts };
  return read.status === 'fulfilled' ? read.value : undefined;
};

describe('loadMessages', () => {
  it('downloads a language of a catalogue once, then reads it without waiting', async () => {
    const { messages, downloads } = lazyCatalogue({ vi: { a: 'một' }, en: { a: 'one' } });
    const first = loadMessages(messages, 'vi');
    expect(readNow(first.promise)).toBeUndefined();
    await expect(first.promise).resolves.toEqual({ a: 'một' });
    expect(readNow(loadMessages(messages, 'vi').promise)).toEqual({ a: 'một' });
    expect(downloads).toEqual(['vi']);
  });

  it('loads the other language of every catalogue loaded so far (a language switch)', async () => {
    const { messages, downloads } = lazyCatalogue({ vi: { a: 'một' }, en: { a: 'one' } });
    await loadMessages(messages, 'vi').promise;
    await loadLanguage('en');
    expect(downloads).toEqual(['vi', 'en']);
    expect(readNow(loadMessages(messages, 'en').promise)).toEqual({ a: 'one' });
  });

  it('starts downloading a built catalogue in the page language as soon as its code is loaded, the other language not', async () => {
    const downloads: Language[] = [];
    const load = (language: Language) => () => {
      downloads.push(language);
      return Promise.resolve({ default: { a: language } });
    };
    const messages = preloadedMessages({ vi: load('vi'), en: load('en') });
    expect(downloads).toEqual([currentLanguage()]);
    await expect(loadMessages(messages, currentLanguage()).promise).resolves.toEqual({ a: currentLanguage() });
    expect(downloads).toHaveLength(1);
  });

  it('keeps the page in its language when the other language cannot be downloaded', async () => {
    const before = currentLanguage();
    const other: Language = before === 'vi' ? 'en' : 'vi';
    const messages = lazyMessages({ vi: () => Promise.resolve({ default: {} }), en: () => Promise.resolve({ default: {} }) });
    const failing = lazyMessages({ [before]: () => Promise.resolve({ default: {} }), [other]: () => Promise.reject(new Error('offline')) } as Record<Language, () => Promise<{ default: Texts }>>);
    await loadMessages(messages, before).promise;
    await loadMessages(failing, before).promise;
    await expect(switchLanguage(other)).rejects.toThrow('offline');
    expect(currentLanguage()).toBe(before);
  });

  it('tries a failed download again', async () => {
    let attempts = 0;
    const messages: Messages = lazyMessages({
      vi: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { a: 'một' } })),
      en: () => Promise.resolve({ default: {} }),
    });
    await expect(loadMessages(messages, 'vi').promise).rejects.toThrow('offline');
    await expect(loadMessages(messages, 'vi').promise).resolves.toEqual({ a: 'một' });
  });
});

describe('the typecheck of message ids and values', () => {
  it('reads the placeholders of a message, not the words inside its plural branches', () => {
    expectTypeOf<Placeholders<'Hello {name}, {count, plural, one {# item} other {# items}} of {total}'>>().toEqualTypeOf<'name' | 'count' | 'total'>();
    expectTypeOf<Placeholders<'Save'>>().toEqualTypeOf<never>();
  });

  it('refuses an unknown id and a missing value (these lines break the build if they typecheck)', () => {
    const t = ((id: string) => id) as unknown as Translate<[typeof greetings]>;
    expect(t('test.plain')).toBe('test.plain');
    // @ts-expect-error an id no catalogue holds
    t('test.unknown');
    // @ts-expect-error the name of the greeting is missing
    t('test.hello');
    // @ts-expect-error `who` is missing
    t('test.count', { count: 2 });
  });
});
