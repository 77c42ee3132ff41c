/**
 * CONFIGURABLE: the developer company's phone shown in the footer (SPEC 1). Its name and address
 * are message keys in layout-messages.ts ('layout.footer.developer*'), in both languages.
 */
export const footerInfo = {
  developerPhone: '028 3930 1234',
} as const;
