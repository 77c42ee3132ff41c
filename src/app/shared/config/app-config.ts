/** Client configuration from the build environment (see README: VITE_COMPANY_ID). */
export const appConfig = {
  companyId: (import.meta.env.VITE_COMPANY_ID as string | undefined) ?? '1',
};
