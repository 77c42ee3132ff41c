import type { LightMyRequestResponse } from 'fastify';
import type { FormDesignInput } from '#core/forms';
import { type TestApp, createForm, createUser, otherCompanyUser, shareFormRow, signIn } from './helpers';

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

/** A disabled form of the owner, shared with the editor (1) and the viewer (2). */
export async function sharedForm(t: TestApp, people: People, design?: FormDesignInput) {
  const form = await createForm(t, people.owner, design, false);
  await shareFormRow(t, form.id, people.ids.editor, 1);
  await shareFormRow(t, form.id, people.ids.viewer, 2);
  return form;
}

export const message = (res: LightMyRequestResponse) => res.json<{ message: string; code: string }>();
