import { useEffect, useState } from 'react';
import { qrSvg } from './qr-code';

export type QrSvgState = { state: 'drawing' } | { state: 'ready'; svg: string } | { state: 'failed' };

/** The SVG of the QR code of `text`, drawn once the library has loaded (from the precache when offline). */
export function useQrSvg(text: string): QrSvgState {
  const [drawn, setDrawn] = useState<{ text: string; result: QrSvgState }>({ text: '', result: { state: 'drawing' } });
  useEffect(() => {
    let current = true;
    qrSvg(text).then(
      (svg) => { if (current) setDrawn({ text, result: { state: 'ready', svg } }); },
      () => { if (current) setDrawn({ text, result: { state: 'failed' } }); },
    );
    return () => { current = false; };
  }, [text]);
  return drawn.text === text ? drawn.result : { state: 'drawing' };
}
