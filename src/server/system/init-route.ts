import type { ZodApp } from '#server/http/zod-app';
import { UserStatus } from '#core/api';
import { ErrorCode, systemCalls } from '#core/api';
import { ConfigKey, type InitReply, footerDeveloperOf } from '#core/api';
import { toCurrentUser } from '#server/auth/current-user';
import { ApiError, accountLocked } from '#server/http/api-error';
import { ok } from '#server/http/envelope';
import { registerCall } from '#server/http/register-call';
import { allPermissions, configValue, grantedCodes, managesUsers } from './user-permissions';

export function systemRoutes(app: ZodApp) {
  const summary = 'Start-up data: current user, permissions and company settings (user null when anonymous)';
  registerCall(app, systemCalls.init, { tags: ['system'], summary }, async (req) => {
    const session = req.session;
    const record = session?.record ?? null;
    if (session && (!record || record.status === UserStatus.Deleted)) {
      throw new ApiError(401, ErrorCode.Unauthorized, { key: 'error.accountInvalid' });
    }
    if (record && record.status !== UserStatus.Active) throw accountLocked();
    const all = await allPermissions(app.db);
    const codes = record ? await grantedCodes(app.db, record, all) : [];
    const held = new Set(codes);
    const company = req.company;
    const reply: InitReply = {
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
        httpsRedirect: (await configValue(app.db, company.id, 'https-redirect')) === '1' ? 1 : 0,
        logo: (await configValue(app.db, company.id, 'logo')) || null,
        footerDeveloper: footerDeveloperOf(await configValue(app.db, company.id, ConfigKey.FooterDeveloper)),
      },
      // the session hook has just read the user record afresh from the database
      syncedUser: req.query.syncUser === 'true' && record !== null,
      managesUsers: record ? await managesUsers(app.db, record.id) : false,
    };
    return ok(reply);
  });
}
