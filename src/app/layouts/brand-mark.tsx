import { useSession } from '../session/use-session';

/** The company's logo from init settings, else the product mark (decorative: the link has the name). */
export function BrandMark() {
  const { companySettings } = useSession();
  const logo = companySettings?.logoHeadWhite;
  if (logo) return <img src={logo} alt="" className="brand-mark" width={36} height={36} />;
  return <img src="/favicon.svg" alt="" className="brand-mark" width={36} height={36} />;
}
