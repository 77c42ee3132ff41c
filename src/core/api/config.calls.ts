import { defineCall } from './define-call';
import {
  companySettingsBodySchema, companySettingsFormSchema, configGroupBodySchema, configGroupSchema, configGroupUpdateBodySchema, configGroupWithEntriesSchema,
  configKeyQuerySchema,
} from './config.contract';

const config = '/api/v1/config';
const permission = 'ConfigManage';

/** Configuration of the company: groups and the company's own settings (docs/configuration.md). */
export const configCalls = {
  groupByKey: defineCall({ method: 'GET', path: `${config}/group/detail-by-key`, query: configKeyQuerySchema, reply: configGroupWithEntriesSchema, permission }),
  createGroup: defineCall({ method: 'POST', path: `${config}/group`, body: configGroupBodySchema, reply: configGroupSchema, permission }),
  renameGroup: defineCall({ method: 'PUT', path: `${config}/group`, body: configGroupUpdateBodySchema, reply: configGroupSchema, permission }),
  companySettings: defineCall({ method: 'GET', path: `${config}/company-settings`, reply: companySettingsFormSchema, permission }),
  saveCompanySettings: defineCall({ method: 'POST', path: `${config}/company-settings`, body: companySettingsBodySchema, reply: companySettingsFormSchema, permission }),
};
