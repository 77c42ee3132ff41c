import { useSession } from '#app/shell/session/use-session';

/** The system logo (config 'logo'), else the company's header logo, else the product mark (decorative: the link has the name). */
export function BrandMark() {
  const { companySettings } = useSession();
  const logo = companySettings?.logo ?? companySettings?.logoHeadWhite;
  if (logo) return <img src={logo} alt="" className="brand-mark" width={36} height={36} style={{ objectFit: 'contain' }} data-logo="custom" />;
  return <img src="/favicon.svg" alt="" className="brand-mark" width={36} height={36} data-logo="product" />;
}
