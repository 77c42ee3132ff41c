import { ImageField } from '#app/shared/files/image-field';
import { RichTextEditor } from '#app/shared/ui/rich-text-editor';
import type { KindEditorProps, KindModule } from './module';
import { OptionalText, ProblemLine, useProblemText } from './fields';
import { useKindLabels } from './labels';
import { EnglishTextField } from '../english/english-field';
import { isPlayableVideo } from './video-link';

/** title, quote: a rich-text body. */
function ContentOptions({ element, position, onChange, problemOf, isReadOnly }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <div className="kind-options">
      <RichTextEditor
        label={labels.label('kinds.content')}
        value={element.content ?? ''}
        onChange={(content) => onChange({ content: content === '' ? undefined : content })}
        errorMessage={problem(problemOf('content'))}
        isDisabled={isReadOnly ?? false}
      />
      <EnglishTextField label={labels.label('kinds.content')} holder={element} field="content" rich isReadOnly={isReadOnly} onChange={(translations) => onChange({ translations })} />
    </div>
  );
}

function Caption({ element, position, onChange, problemOf }: KindEditorProps) {
  const labels = useKindLabels(position);
  const problem = useProblemText();
  return (
    <>
      <OptionalText label={labels.label('kinds.caption')} value={element.caption} maxLength={1000}
        onChange={(caption) => onChange({ caption })} error={problem(problemOf('caption'))} />
      <EnglishTextField label={labels.label('kinds.caption')} holder={element} field="caption" onChange={(translations) => onChange({ translations })} />
    </>
  );
}

/** image: an uploaded (and optionally cropped) picture with a caption. */
function ImageOptions(props: KindEditorProps) {
  const labels = useKindLabels(props.position);
  const problem = useProblemText();
  return (
    <div className="kind-options">
      <ImageField label={labels.plain('kinds.image')} value={props.element.mediaUrl}
        onChange={(mediaUrl) => props.onChange({ mediaUrl })} isDisabled={props.isReadOnly ?? false} />
      <ProblemLine message={problem(props.problemOf('mediaUrl'))} />
      <Caption {...props} />
    </div>
  );
}

/** video: a YouTube or Vimeo link or an MP4 file's address, checked as it is typed, with a caption. */
function VideoOptions(props: KindEditorProps) {
  const { element, position, onChange, problemOf } = props;
  const labels = useKindLabels(position);
  const problem = useProblemText();
  const url = element.mediaUrl ?? '';
  const typedWrong = url.trim() !== '' && !isPlayableVideo(url);
  return (
    <div className="kind-options">
      <OptionalText
        label={labels.label('kinds.videoUrl')}
        description={labels.text('kinds.videoHint')}
        value={element.mediaUrl}
        maxLength={2000}
        onChange={(mediaUrl) => onChange({ mediaUrl: mediaUrl?.trim() === '' ? undefined : mediaUrl })}
        error={typedWrong ? labels.text('kinds.videoInvalid') : problem(problemOf('mediaUrl'))}
      />
      <Caption {...props} />
    </div>
  );
}

export const titleKind: KindModule = {
  kind: 'title',
  group: 'content',
  nameId: 'kinds.name.title',
  addId: 'kinds.add.title',
  create: (id) => ({ id, kind: 'title', title: '', required: false }),
  Editor: ContentOptions,
};

export const quoteKind: KindModule = {
  kind: 'quote',
  group: 'content',
  nameId: 'kinds.name.quote',
  addId: 'kinds.add.quote',
  create: (id) => ({ id, kind: 'quote', title: '', required: false }),
  Editor: ContentOptions,
};

export const imageKind: KindModule = {
  kind: 'image',
  group: 'content',
  nameId: 'kinds.name.image',
  addId: 'kinds.add.image',
  create: (id) => ({ id, kind: 'image', title: '', required: false }),
  Editor: ImageOptions,
};

export const videoKind: KindModule = {
  kind: 'video',
  group: 'content',
  nameId: 'kinds.name.video',
  addId: 'kinds.add.video',
  create: (id) => ({ id, kind: 'video', title: '', required: false }),
  Editor: VideoOptions,
};
