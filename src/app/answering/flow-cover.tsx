import type { CSSProperties } from 'react';
import type { PageCover } from '#core/forms';
import { safeRedirectTarget } from './flow-redirect';

/** Below this width the mobile cover (2:1) replaces the wide one (SPEC 9). */
const MOBILE_MEDIA = '(max-width: 766px)';

/** Dark text on light backgrounds and light text on dark ones (WCAG relative luminance). */
export function readableTextColor(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  // contrast against black (L+0.05)/0.05 beats contrast against white 1.05/(L+0.05) above ~0.179
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The author's background colour, with a text colour that stays readable on it. */
export function coverStyle(cover: PageCover): CSSProperties | undefined {
  const background = cover.backgroundColor;
  return background ? { background, color: readableTextColor(background) } : undefined;
}

/** The cover picture: the wide image, or the mobile one on narrow screens; decorative, so no alt text. */
export function FlowCover({ cover }: { cover: PageCover }) {
  const origin = window.location.origin;
  const wide = safeRedirectTarget(cover.coverImage, origin);
  const narrow = safeRedirectTarget(cover.mobileCoverImage, origin);
  const fallback = wide ?? narrow;
  if (!fallback) return null;
  return (
    <picture className="flow-cover">
      {narrow && <source media={MOBILE_MEDIA} srcSet={narrow} />}
      <img src={fallback} alt="" className={wide ? undefined : 'flow-cover-narrow'} />
    </picture>
  );
}
