import type { QRCodeErrorCorrectionLevel } from 'qrcode';
import { safeFileName } from '#core/text';

/**
 * M (15 % of the code may be lost) survives a creased or smudged printout and keeps a short link's
 * code small; the quiet zone is the 4 modules the QR standard asks for around the code.
 */
export const qrErrorCorrection: QRCodeErrorCorrectionLevel = 'M';
export const qrQuietZone = 4;
/** Width and height of the downloaded PNG: about 8.7 cm at 300 dpi, sharp on a poster. */
export const qrPngSize = 1024;

const options = { errorCorrectionLevel: qrErrorCorrection, margin: qrQuietZone } as const;

/** The library is only fetched when a code is drawn, so neither the citizen's page nor the designer's first chunk carries it. */
const library = () => import('qrcode');

/** The code as an SVG document (scales to any print size). */
export async function qrSvg(text: string): Promise<string> {
  return (await library()).toString(text, { ...options, type: 'svg' });
}

/** The code as a square PNG of `qrPngSize` pixels. */
export async function qrPng(text: string): Promise<Blob> {
  const dataUrl = await (await library()).toDataURL(text, { ...options, type: 'image/png', width: qrPngSize });
  const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

/** An `<img>` source for the SVG (the page's CSP allows data: images). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** "QR <form title>", safe on every file system; no extension. */
export function qrFileName(formTitle: string): string {
  return `QR ${safeFileName(formTitle, 'form')}`;
}
