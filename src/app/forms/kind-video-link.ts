import { videoSource } from '../answering/answer-video-embed';

/** What the answering page can play (a YouTube or Vimeo page, or an MP4 file): the designer accepts only those. */
export function isPlayableVideo(input: string): boolean {
  return videoSource(input) !== null;
}
