/** The part of an image to keep, in the image's own pixels (react-easy-crop's croppedAreaPixels). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('image did not load')));
    image.src = url;
  });
}

/** A canvas cannot write GIF: a cropped GIF becomes a (still) PNG. */
export function croppedType(type: string): string {
  return type === 'image/jpeg' || type === 'image/webp' ? type : 'image/png';
}

export function croppedName(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type.slice('image/'.length);
  const base = name.replace(/\.[^.]*$/, '') || 'image';
  return `${base}.${extension}`;
}

/** Draws the chosen area of the image on a canvas and returns it as a file body. */
export async function cropImage(sourceUrl: string, area: PixelArea, type: string): Promise<Blob> {
  const image = await loadImage(sourceUrl);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas is empty'))), croppedType(type), 0.92);
  });
}
