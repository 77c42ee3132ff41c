/** What the answering page can play: a YouTube or Vimeo page, or an MP4 file (stored here or on the web). */
export function isPlayableVideo(input: string): boolean {
  const text = input.trim();
  if (/^\/api\/storage\/files\/[^\s<>"'`]+$/i.test(text)) return true;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return url.pathname.length > 1;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    return url.searchParams.has('v') || /^\/(embed|shorts|live)\/[\w-]+/.test(url.pathname);
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return /\/\d+/.test(url.pathname);
  return /\.mp4$/i.test(url.pathname);
}
