import { useEffect, useState } from 'react';
import { readStorageHealth, type StorageHealth } from '#offline/index';

const EVERY_MS = 60_000;

/** Usage and quota of this site's storage, read now and every minute (null until the first reading). */
export function useStorageHealth(): StorageHealth | null {
  const [health, setHealth] = useState<StorageHealth | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => {
      readStorageHealth().then((value) => live && setHealth(value), () => undefined);
    };
    read();
    const timer = setInterval(read, EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return health;
}
