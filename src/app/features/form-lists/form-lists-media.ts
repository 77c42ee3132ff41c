import { useMediaQuery } from '#app/shared/lib/use-media-query';

/** SPEC 9: a window narrower than 767 px is a phone. */
const PHONE_QUERY = '(max-width: 766.98px)';

/** True on a phone-sized window; follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
