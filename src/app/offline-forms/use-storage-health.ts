import { useCallback, useEffect, useState } from 'react';
import { readStorageHealth, type StorageHealth } from '#offline/index';

const EVERY_MS = 60_000;

export interface StorageHealthReading {
  /** null until the first reading */
  health: StorageHealth | null;
  /** reads it again now (e.g. after asking the browser to keep the data) */
  refresh: () => void;
}

/** Usage and quota of this site's storage, read now and every minute. */
export function useStorageHealth(): StorageHealthReading {
  const [health, setHealth] = useState<StorageHealth | null>(null);
  const [reading, setReading] = useState(0);
  const refresh = useCallback(() => setReading((n) => n + 1), []);
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
  }, [reading]);
  return { health, refresh };
}
