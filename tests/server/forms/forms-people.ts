import type { LightMyRequestResponse } from 'fastify';
import type { FormDesignInput } from '#core/forms';
import { type TestApp, createForm, createUser, grantPermissionCode, otherCompanyUser, shareFormRow, signIn } from '../helpers';

/** The cast of the authoring tests: an owner, a shared editor and viewer, a stranger of the same company and an outsider. */
export interface People {
  admin: string;
  owner: string;
  editor: string;
  viewer: string;
  stranger: string;
  outsider: { cookie: string; headers: Record<string, string> };
  ids: Record<'owner' | 'editor' | 'viewer' | 'stranger', number>;
}

export async function castPeople(t: TestApp, prefix = ''): Promise<People> {
  const password = 'Pass-word1';
  const make = async (name: string) => (await createUser(t, { username: `${prefix}${name}`, password })).id;
  const ids = { owner: await make('owner'), editor: await make('editor'), viewer: await make('viewer'), stranger: await make('stranger') };
  const sign = (name: string) => signIn(t, `${prefix}${name}`, password);
  return {
    admin: await signIn(t),
    owner: await sign('owner'),
    editor: await sign('editor'),
    viewer: await sign('viewer'),
    stranger: await sign('stranger'),
    outsider: await otherCompanyUser(t, `${prefix}outsider`),
    ids,
  };
}

/** A reviewer who is no administrator: a user holding FormReview, signed in. */
export async function castReviewer(t: TestApp): Promise<{ cookie: string; id: number }> {
  const id = (await createUser(t, { username: 'reviewer', password: 'Pass-word1' })).id;
  await grantPermissionCode(t, id, 'FormReview');
  return { cookie: await signIn(t, 'reviewer', 'Pass-word1'), id };
}

/** The POST of the authoring tests, answered in English. */
export const postAs = (t: TestApp, cookie: string, url: string, payload?: object) =>
  t.request({ method: 'POST', url, cookie, headers: { 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

/** A disabled form of the owner, shared with the editor (1) and the viewer (2). */
export async function sharedForm(t: TestApp, people: People, design?: FormDesignInput) {
  const form = await createForm(t, people.owner, design, false);
  await shareFormRow(t, form.id, people.ids.editor, 1);
  await shareFormRow(t, form.id, people.ids.viewer, 2);
  return form;
}

export const message = (res: LightMyRequestResponse) => res.json<{ message: string; code: string }>();
