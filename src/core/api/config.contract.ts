import { z } from 'zod';
import { hasForbiddenCharacter } from '../auth/password';
import type { MessageKey } from '../i18n/message-keys';
import { storableString } from '../text';
import { footerDeveloperSchema } from './site-footer.contract';
import { rowIdParamsSchema, rowIdSchema } from './url-number.schema';

/** SPEC 5 generic rule on names and codes: required, trimmed, no special characters. */
export const plainText = (max: number) =>
  storableString().trim().min(1, 'validation.required').max(max, 'validation.invalid')
    .refine((v) => !hasForbiddenCharacter(v), 'validation.notRightFormat');

const idSchema = rowIdSchema;

/** How an entry's content is read: 1 text, 2 number, 3 boolean ('0' / '1'), 4 JSON. */
export const ConfigType = { Text: 1, Number: 2, Boolean: 3, Json: 4 } as const;
export const configTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type ConfigTypeValue = z.infer<typeof configTypeSchema>;

/** Keys the product itself reads, with the type their content must have. */
export const ConfigKey = { HttpsRedirect: 'https-redirect', ReviewRequired: 'form.reviewRequired', Logo: 'logo', FooterDeveloper: 'footer.developer' } as const;
/** Keys anyone may read with GET config/{key} (the page needs them before sign-in). */
/** The system chooser's other systems (JSON, docs/notifications.md): names and addresses, nothing secret. */
export const SYSTEMS_CONFIG_KEY = 'systems';
export const PUBLIC_CONFIG_KEYS: readonly string[] = [ConfigKey.Logo, ConfigKey.HttpsRedirect, SYSTEMS_CONFIG_KEY];

export const configGroupSchema = z.object({ id: z.number().int(), key: z.string(), name: z.string(), scope: z.enum(['company', 'system']) });
export type ConfigGroup = z.infer<typeof configGroupSchema>;

/** scope 'system' = the default row shared by every company; a company row overrides it. */
export const configEntrySchema = z.object({
  id: z.number().int(),
  groupId: z.number().int().nullable(),
  key: z.string(),
  name: z.string(),
  content: z.string(),
  type: configTypeSchema,
  scope: z.enum(['company', 'system']),
  updatedAt: z.string(),
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

export const configGroupWithEntriesSchema = z.object({ group: configGroupSchema.nullable(), entries: z.array(configEntrySchema) });
export const configListWithGroupSchema = z.array(configGroupWithEntriesSchema);
export type ConfigListWithGroup = z.infer<typeof configListWithGroupSchema>;

export const configGroupBodySchema = z.object({ key: plainText(100), name: plainText(200) });
export const configGroupUpdateBodySchema = configGroupBodySchema.extend({ id: idSchema });
export const configKeyQuerySchema = z.object({ key: plainText(100) });
export const configKeyParamsSchema = z.object({ key: plainText(100) });
export const configIdParamsSchema = rowIdParamsSchema;

/** PUT add (creates, 409 when the company already has the key) and POST save (creates or updates by key). */
export const configEntryBodySchema = z.object({
  groupId: idSchema.nullable().optional(),
  key: plainText(100),
  name: plainText(200),
  content: storableString().max(10_000, 'validation.invalid'),
  type: configTypeSchema,
});
export type ConfigEntryBody = z.infer<typeof configEntryBodySchema>;

/** The three logo places: the system logo (config key 'logo') and the company's header logos. */
export const logoTargetSchema = z.enum(['logo', 'logoHeadWhite', 'logoHeadBlue']);
export type LogoTarget = z.infer<typeof logoTargetSchema>;
export const logoQuerySchema = z.object({ target: logoTargetSchema.default('logo') });
export const logoReplySchema = z.object({ target: logoTargetSchema, url: z.string().nullable() });
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/** Company settings (columns of companies); the logos are URLs of stored images or null. */
export const companySettingsFormSchema = z.object({
  logoHeadWhite: z.string().nullable(),
  logoHeadBlue: z.string().nullable(),
  smsOtpEnabled: z.union([z.literal(0), z.literal(1)]),
});
export type CompanySettingsForm = z.infer<typeof companySettingsFormSchema>;
export const companySettingsBodySchema = z.object({ smsOtpEnabled: z.union([z.literal(0), z.literal(1)]) });

/** Keys whose type the product fixes; 'logo' is changed only through the logo calls. */
export const FIXED_KEY_TYPES: Readonly<Record<string, ConfigTypeValue>> = { [ConfigKey.HttpsRedirect]: 3, [ConfigKey.ReviewRequired]: 3, [ConfigKey.FooterDeveloper]: 4 };

/** Keys whose JSON content has a shape the product reads (checked on save), with the message of a misfit. */
export const KEY_CONTENT_SHAPES: Readonly<Record<string, { schema: z.ZodType; problem: MessageKey }>> = {
  [ConfigKey.FooterDeveloper]: { schema: footerDeveloperSchema, problem: 'validation.footerDeveloper' },
};
export const RESERVED_CONFIG_KEYS: readonly string[] = [ConfigKey.Logo];

/** Why the content does not fit the type (a catalogue key), or null. */
export function configContentProblem(type: ConfigTypeValue, content: string): MessageKey | null {
  switch (type) {
    case 2:
      return /^-?\d+(\.\d+)?$/.test(content) ? null : 'validation.notANumber';
    case 3:
      return content === '0' || content === '1' ? null : 'validation.configBoolean';
    case 4:
      try {
        JSON.parse(content);
        return null;
      } catch {
        return 'validation.configJson';
      }
    case 1:
      return null;
  }
}
