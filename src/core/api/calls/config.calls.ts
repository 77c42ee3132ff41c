import { z } from 'zod';
import { defineCall } from './define-call';
import {
  companySettingsBodySchema, companySettingsFormSchema, configGroupBodySchema, configGroupSchema, configGroupUpdateBodySchema, configGroupWithEntriesSchema,
  configEntryBodySchema, configEntrySchema, configIdParamsSchema, configKeyParamsSchema, configKeyQuerySchema, configListWithGroupSchema,
  logoQuerySchema, logoReplySchema,
} from '../config.contract';

const config = '/api/v1/config';
const permission = 'ConfigManage';

/** Configuration of the company: groups and the company's own settings (docs/configuration.md). */
export const configCalls = {
  groupByKey: defineCall({ method: 'GET', path: `${config}/group/detail-by-key`, query: configKeyQuerySchema, reply: configGroupWithEntriesSchema, permission }),
  createGroup: defineCall({ method: 'POST', path: `${config}/group`, body: configGroupBodySchema, reply: configGroupSchema, permission }),
  renameGroup: defineCall({ method: 'PUT', path: `${config}/group`, body: configGroupUpdateBodySchema, reply: configGroupSchema, permission }),
  companySettings: defineCall({ method: 'GET', path: `${config}/company-settings`, reply: companySettingsFormSchema, permission }),
  listWithGroup: defineCall({ method: 'GET', path: `${config}/list-with-group`, reply: configListWithGroupSchema, permission }),
  /** public keys for anyone: the handler asks ConfigManage for the others */
  byKey: defineCall({ method: 'GET', path: `${config}/:key`, params: configKeyParamsSchema, reply: configEntrySchema, permission: 'public' }),
  add: defineCall({ method: 'PUT', path: `${config}/add`, body: configEntryBodySchema, reply: configEntrySchema, permission }),
  save: defineCall({ method: 'POST', path: `${config}/save`, body: configEntryBodySchema, reply: configEntrySchema, permission }),
  remove: defineCall({ method: 'DELETE', path: `${config}/:id`, params: configIdParamsSchema, reply: z.object({ id: z.number().int() }), permission }),
  saveCompanySettings: defineCall({ method: 'POST', path: `${config}/company-settings`, body: companySettingsBodySchema, reply: companySettingsFormSchema, permission }),
  /** multipart `file`: PNG, JPEG or WebP up to 1 MB */
  uploadLogo: defineCall({ method: 'POST', path: `${config}/logo`, query: logoQuerySchema, body: 'multipart', reply: logoReplySchema, permission }),
  removeLogo: defineCall({ method: 'DELETE', path: `${config}/logo`, query: logoQuerySchema, reply: logoReplySchema, permission }),
};
