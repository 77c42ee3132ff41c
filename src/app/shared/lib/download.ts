/** Saves a Blob as a file through a temporary link (every browser, no extra permission). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started by now; revoking later keeps slow browsers happy
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
