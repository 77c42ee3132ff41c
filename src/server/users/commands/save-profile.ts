import type { Profile, UserInfo } from '#core/api';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { userInfo } from '../managed-user-queries';
import { signedInPerson } from '../policy';
import { orNull, updateUserFields } from './update-user-fields';

/** info/save: my name, email and phone. */
export async function saveProfile(db: Db, actor: Actor, body: Profile): Promise<UserInfo> {
  const me = signedInPerson(actor);
  await updateUserFields(db, actor, me, { name: body.name, email: orNull(body.email), phone: orNull(body.phone) }, 'Profile updated');
  return userInfo(db, actor, me.id);
}
