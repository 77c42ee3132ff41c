import type { AnswerRendererProps } from './renderer-props';
import { RichTextView } from '#app/shared/ui/rich-text-view';
import { useKindText } from './parts';
import { imageSource, videoSource } from '#app/shared/lib/video-source';

/** title: a section heading with the author's rich text under it. */
export function TitleContent({ element }: AnswerRendererProps) {
  return (
    <section className="content-block">
      {element.title && <h2 className="content-title">{element.title}</h2>}
      {element.content && <RichTextView html={element.content} />}
      {element.description && <RichTextView html={element.description} className="field-description" />}
    </section>
  );
}

/** quote: the author's rich text set apart as a quotation. */
export function QuoteContent({ element }: AnswerRendererProps) {
  return (
    <figure className="content-block content-quote">
      {element.title && <figcaption className="content-title">{element.title}</figcaption>}
      <blockquote>{element.content ? <RichTextView html={element.content} /> : null}</blockquote>
    </figure>
  );
}

/** image: full width of the card at most, described by its caption (else title) for screen readers. */
export function ImageContent({ element }: AnswerRendererProps) {
  const src = imageSource(element.mediaUrl);
  if (!src) return null;
  return (
    <figure className="content-block content-media">
      {element.title && <p className="content-title">{element.title}</p>}
      <img src={src} alt={element.caption || element.title || ''} loading="lazy" decoding="async" />
      {element.caption && <figcaption aria-hidden="true">{element.caption}</figcaption>}
    </figure>
  );
}

/** video: YouTube or Vimeo in a frame that sets no tracking cookies, or a stored MP4 in the browser's player. */
export function VideoContent({ element }: AnswerRendererProps) {
  const t = useKindText();
  const source = videoSource(element.mediaUrl);
  if (!source) return null;
  const name = element.title || element.caption || t('answerKinds.video.fallbackTitle');
  return (
    <figure className="content-block content-media">
      {element.title && <p className="content-title">{element.title}</p>}
      {source.kind === 'frame' ? (
        <div className="content-video-frame">
          <iframe src={source.src} title={name} loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin" />
        </div>
      ) : (
        // an uploaded file comes with no caption track; the caption and title say what it shows
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video src={source.src} controls preload="metadata" aria-label={name}>
          <a href={source.src} target="_blank" rel="noreferrer">{t('answerKinds.video.open')}</a>
        </video>
      )}
      {element.caption && <figcaption>{element.caption}</figcaption>}
    </figure>
  );
}
