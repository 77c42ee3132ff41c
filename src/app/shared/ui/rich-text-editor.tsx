import './rich-text-editor.css';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { useT } from '#app/shared/i18n/use-t';
import { richTextMessages } from './rich-text-messages';

/** Tiptap loads only where a rich-text editor is shown: the answering route never pays for it. */
const TiptapEditor = lazy(() => import('./rich-text-tiptap'));

function Loading({ label, minHeight }: Pick<RichTextEditorProps, 'label'> & { minHeight: number }) {
  const t = useT(richTextMessages);
  return (
    <div className="field rich-text">
      <span className="field-label">{label}</span>
      <div className="rich-text-frame rich-text-loading" style={{ minHeight: minHeight + 52 }}>
        <span role="status">{t('richText.loading')}</span>
      </div>
    </div>
  );
}

const DEFAULT_MIN_HEIGHT = 96;

/** Rich text with bold, italic, underline, colour, font, size, lists and links; emits sanitisable HTML. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading label={props.label} minHeight={props.minHeight ?? DEFAULT_MIN_HEIGHT} />}>
      <TiptapEditor {...props} minHeight={props.minHeight ?? DEFAULT_MIN_HEIGHT} />
    </Suspense>
  );
}
