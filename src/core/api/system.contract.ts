import { z } from 'zod';
import { currentUserSchema } from './auth.contract';
import { DEFAULT_FOOTER_DEVELOPER, footerDeveloperSchema } from './site-footer.contract';

export const initQuerySchema = z.object({ syncUser: z.enum(['true', 'false']).optional() });

export const permissionSchema = z.object({
  code: z.string(),
  name: z.string(),
  group: z.string(),
  level: z.number().int().nullable(),
});

export const companySettingsSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  logoHeadWhite: z.string().nullable(),
  logoHeadBlue: z.string().nullable(),
  smsOtpEnabled: z.number().int(),
  httpsRedirect: z.number().int(),
  /** URL of the system logo (config key 'logo'); null = the product's mark */
  logo: z.string().nullable().default(null),
  /** the footer's developer company (config key 'footer.developer', else the default) */
  footerDeveloper: footerDeveloperSchema.default(DEFAULT_FOOTER_DEVELOPER),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** SPEC 7 system/init: user, userPermission, permissionZones, allPermission and company settings. */
export const initReplySchema = z.object({
  user: currentUserSchema.nullable(),
  userPermission: z.array(z.string()),
  permissionZones: z.array(z.object({ code: z.string(), zone: z.string() })),
  allPermission: z.array(permissionSchema),
  companySettings: companySettingsSchema,
  syncedUser: z.boolean(),
  /** the user manages other users (users.manager_id): the users section opens on "My users" */
  managesUsers: z.boolean().default(false),
});
export type InitReply = z.infer<typeof initReplySchema>;
