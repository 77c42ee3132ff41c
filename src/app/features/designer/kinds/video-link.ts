import { videoSource } from '#app/shared/lib/video-source';

/** What the answering page can play (a YouTube or Vimeo page, or an MP4 file): the designer accepts only those. */
export function isPlayableVideo(input: string): boolean {
  return videoSource(input) !== null;
}
