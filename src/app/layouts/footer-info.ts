/**
 * CONFIGURABLE: the owning agency and the developer company shown in the footer (SPEC 1).
 * Phone numbers and the e-mail are not translated; the names and addresses are message keys in
 * layout-messages.ts ('layout.footer.*'). Change both places for another deployment.
 */
export const footerInfo = {
  agencyPhone: '024 3825 6789',
  agencyEmail: 'khaosat@sotttt.gov.vn',
  developerPhone: '028 3930 1234',
} as const;
