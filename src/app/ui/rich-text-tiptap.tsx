import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { useEffect, useId, useRef } from 'react';
import { asRichText } from '#core/rich-text';
import type { RichTextEditorProps } from './rich-text-editor';
import { RichTextToolbar } from './rich-text-toolbar';

/** Only what the server's sanitiser keeps (decision 3): no code, rules, images or h1. */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
  TextStyleKit.configure({ backgroundColor: false, lineHeight: false }),
];

const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) => asRichText(editor.isEmpty ? '' : editor.getHTML());

export default function TiptapEditor({ label, value, onChange, isDisabled, minHeight, description, errorMessage }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : '', errorMessage ? errorId : ''].filter(Boolean).join(' ');
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions,
    content: value,
    editable: !isDisabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'rich-text-content',
        style: `min-height: ${minHeight ?? 96}px`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // a value from outside (a loaded form, a restored version) replaces the content; our own echo does not
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // the view exists only once EditorContent has mounted it: apply then, and on every change after
    const apply = () => {
      const dom = mountedDom(editor);
      if (!dom) return;
      editor.setEditable(!isDisabled, false);
      if (describedBy) dom.setAttribute('aria-describedby', describedBy);
      else dom.removeAttribute('aria-describedby');
      if (errorMessage) dom.setAttribute('aria-invalid', 'true');
      else dom.removeAttribute('aria-invalid');
      if (isDisabled) dom.setAttribute('aria-disabled', 'true');
      else dom.removeAttribute('aria-disabled');
    };
    apply();
    editor.on('mount', apply);
    editor.on('create', apply);
    return () => {
      editor.off('mount', apply);
      editor.off('create', apply);
    };
  }, [editor, isDisabled, describedBy, errorMessage]);

  return (
    <div className="field rich-text" data-invalid={errorMessage ? true : undefined}>
      <span id={labelId} className="field-label">{label}</span>
      <div className="rich-text-frame">
        <RichTextToolbar editor={editor} labelId={labelId} isDisabled={Boolean(isDisabled)} />
        <EditorContent editor={editor} />
      </div>
      {description && <span id={descriptionId} className="field-description">{description}</span>}
      {errorMessage && <span id={errorId} className="field-error">{errorMessage}</span>}
    </div>
  );
}

/** The editor's element once EditorContent has mounted its view; before that Tiptap's view throws. */
function mountedDom(editor: Editor): HTMLElement | null {
  if (editor.isDestroyed) return null;
  try {
    return editor.view.dom;
  } catch {
    return null;
  }
}
