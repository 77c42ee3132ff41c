import type { ReactNode } from 'react';
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
  /** undefined while the text is valid */
  errorMessage?: string | undefined;
}
