import { queryOptions } from '@tanstack/react-query';
import { type ConfigEntryBody, type LogoTarget, configCalls as calls } from '#core/api';
import { callApi } from '#app/shared/http/call-api';

export const configKeys = {
  all: ['config'] as const,
  list: () => [...configKeys.all, 'list-with-group'] as const,
  companySettings: () => [...configKeys.all, 'company-settings'] as const,
};

export const configListQuery = () => queryOptions({
  queryKey: configKeys.list(),
  queryFn: ({ signal }) => callApi(calls.listWithGroup, { signal }),
  staleTime: 0,
});

export const companySettingsQuery = () => queryOptions({
  queryKey: configKeys.companySettings(),
  queryFn: ({ signal }) => callApi(calls.companySettings, { signal }),
  staleTime: 0,
});

export const saveEntry = (body: ConfigEntryBody) => callApi(calls.save, { body });
export const deleteEntry = (id: number) => callApi(calls.remove, { params: { id } });
export const createGroup = (body: { key: string; name: string }) => callApi(calls.createGroup, { body });
export const renameGroup = (body: { id: number; key: string; name: string }) => callApi(calls.renameGroup, { body });
export const saveCompanySettings = (smsOtpEnabled: 0 | 1) =>
  callApi(calls.saveCompanySettings, { body: { smsOtpEnabled } });

export const removeLogo = (target: LogoTarget) => callApi(calls.removeLogo, { query: { target } });

/** POST config/logo as multipart. */
export async function uploadLogo(target: LogoTarget, file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file, file.name);
  const reply = await callApi(calls.uploadLogo, { query: { target }, body: form });
  return reply.url;
}
