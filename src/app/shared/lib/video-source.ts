/** What a video element plays: a privacy-friendly player page in a frame, or a file in <video>. */
export type VideoSource = { kind: 'frame'; src: string } | { kind: 'file'; src: string };

const storedFile = /^\/api\/storage\/files\/[^\s<>"'`]+$/i;
const videoId = /^[\w-]{6,20}$/;

function youTubeId(url: URL, host: string): string | null {
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  const v = url.searchParams.get('v');
  if (v) return v;
  return /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname)?.[1] ?? null;
}

/**
 * YouTube plays from youtube-nocookie.com and Vimeo with do-not-track, so watching sets no tracking
 * cookies; MP4 files (stored here or elsewhere over http(s)) play in the browser's own player.
 * Anything else (javascript:, data:, unknown sites) is not played.
 */
export function videoSource(input: string | undefined): VideoSource | null {
  const text = (input ?? '').trim();
  if (storedFile.test(text)) return { kind: 'file', src: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const yt = youTubeId(url, host);
  if (yt !== null) return videoId.test(yt) ? { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${yt}` } : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /\/(\d+)/.exec(url.pathname)?.[1];
    return id ? { kind: 'frame', src: `https://player.vimeo.com/video/${id}?dnt=1` } : null;
  }
  return /\.mp4$/i.test(url.pathname) ? { kind: 'file', src: url.href } : null;
}

/** An image address the page may load: a stored file path or an http(s) link. */
export function imageSource(input: string | undefined): string | null {
  const text = (input ?? '').trim();
  if (storedFile.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
