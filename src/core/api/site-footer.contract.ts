import { z } from 'zod';
import { storableString } from '../text';

const line = (max: number) => storableString().trim().min(1).max(max);
const bilingualLine = (max: number) => z.object({ vi: line(max), en: line(max) });

/**
 * The footer's developer company (SPEC 1): config key 'footer.developer' (JSON), edited on the
 * Configuration screen; name and address in both languages, one phone.
 */
export const footerDeveloperSchema = z.object({
  name: bilingualLine(200),
  address: bilingualLine(300),
  phone: line(40),
});
export type FooterDeveloper = z.infer<typeof footerDeveloperSchema>;

/** What the footer shows until an administrator configures it. */
export const DEFAULT_FOOTER_DEVELOPER: FooterDeveloper = {
  name: { vi: 'Công ty Cổ phần Giải pháp Phần mềm Sao Việt', en: 'Sao Viet Software Solutions JSC' },
  address: {
    vi: '123 Nguyễn Thị Minh Khai, phường Bến Thành, Quận 1, TP. Hồ Chí Minh',
    en: '123 Nguyen Thi Minh Khai Street, Ben Thanh Ward, District 1, Ho Chi Minh City',
  },
  phone: '028 3930 1234',
};

/** The configured content when it fits the schema, else the default (a missing or older entry). */
export function footerDeveloperOf(content: string | null): FooterDeveloper {
  if (content === null) return DEFAULT_FOOTER_DEVELOPER;
  try {
    const parsed = footerDeveloperSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : DEFAULT_FOOTER_DEVELOPER;
  } catch {
    return DEFAULT_FOOTER_DEVELOPER;
  }
}
