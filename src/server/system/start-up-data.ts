import { ConfigKey, ErrorCode, type InitReply, UserStatus, footerDeveloperOf } from '#core/api';
import { toCurrentUser } from '#server/auth/current-user';
import type { SessionInfo } from '#server/auth/session';
import type { Db } from '#server/db/connect';
import type { Actor } from '#server/domain/actor';
import { DomainError, accountLocked } from '#server/domain/domain-error';
import { allPermissions, configValue, grantedCodes, managesUsers } from './user-permissions';

export interface StartUpInput {
  /** the request's session, whatever its user's status (the actor holds active users only) */
  session: SessionInfo | null;
  /** the page asked for the user record afresh (the session hook has just read it from the database) */
  syncUser: boolean;
}

/** The session's user may start the app: a deleted or vanished user 401, a locked or inactive one 403. */
function checkSessionUser(session: SessionInfo | null): void {
  const record = session?.record ?? null;
  if (session && (!record || record.status === UserStatus.Deleted)) {
    throw new DomainError('unauthorized', ErrorCode.Unauthorized, { key: 'error.accountInvalid' });
  }
  if (record && record.status !== UserStatus.Active) throw accountLocked();
}

/** system/init: the current user, their permissions and the company's settings (user null when anonymous). */
export async function startUpData(db: Db, actor: Actor, input: StartUpInput): Promise<InitReply> {
  checkSessionUser(input.session);
  const record = input.session?.record ?? null;
  const all = await allPermissions(db);
  const codes = record ? await grantedCodes(db, record, all) : [];
  const held = new Set(codes);
  const { company } = actor;
  return {
    user: record ? toCurrentUser(record) : null,
    userPermission: codes,
    permissionZones: all.filter((p) => held.has(p.code)).map((p) => ({ code: p.code, zone: p.zone })),
    allPermission: all.map(({ code, name, group, level }) => ({ code, name, group, level })),
    companySettings: {
      companyId: company.id,
      companyName: company.name,
      logoHeadWhite: company.logoHeadWhite,
      logoHeadBlue: company.logoHeadBlue,
      smsOtpEnabled: company.smsOtpEnabled,
      httpsRedirect: (await configValue(db, company.id, 'https-redirect')) === '1' ? 1 : 0,
      logo: (await configValue(db, company.id, 'logo')) || null,
      footerDeveloper: footerDeveloperOf(await configValue(db, company.id, ConfigKey.FooterDeveloper)),
    },
    syncedUser: input.syncUser && record !== null,
    managesUsers: record ? await managesUsers(db, record.id) : false,
  };
}
