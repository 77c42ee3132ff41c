import { useSyncExternalStore } from 'react';

/** SPEC 9: a window narrower than 767 px is a phone. */
const PHONE_QUERY = '(max-width: 766.98px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True on a phone-sized window; follows rotation and resizing. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_QUERY).matches, () => false);
}
