import './rich-text-editor.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RichText } from '#core/rich-text';

export interface RichTextEditorProps {
  /** visible label; also the accessible name of the editable area */
  label: ReactNode;
  /** HTML; '' when empty */
  value: string;
  /** the editor's HTML, for a field marked `richText()` (the server sanitises it) */
  onChange: (html: RichText) => void;
  isDisabled?: boolean;
  /** of the editable area, in px (the news editor asks for 672) */
  minHeight?: number;
  description?: ReactNode;
  errorMessage?: string;
}

/** Tiptap loads only where a rich-text editor is shown: the answering route never pays for it. */
const TiptapEditor = lazy(() => import('./rich-text-tiptap'));

function Loading({ label, minHeight }: Pick<RichTextEditorProps, 'label' | 'minHeight'>) {
  const intl = useIntl();
  return (
    <div className="field rich-text">
      <span className="field-label">{label}</span>
      <div className="rich-text-frame rich-text-loading" style={{ minHeight: (minHeight ?? DEFAULT_MIN_HEIGHT) + 52 }}>
        <span role="status">{intl.formatMessage({ id: 'richText.loading' })}</span>
      </div>
    </div>
  );
}

const DEFAULT_MIN_HEIGHT = 96;

/** Rich text with bold, italic, underline, colour, font, size, lists and links; emits sanitisable HTML. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading label={props.label} minHeight={props.minHeight} />}>
      <TiptapEditor {...props} minHeight={props.minHeight ?? DEFAULT_MIN_HEIGHT} />
    </Suspense>
  );
}
