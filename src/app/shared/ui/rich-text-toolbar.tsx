import { useEditorState, type Editor } from '@tiptap/react';
import { useId } from 'react';
import { Separator, ToggleButton, Toolbar } from 'react-aria-components';
import { RichTextIcon, type RichTextIconName } from './rich-text-icons';
import { LinkButton } from './rich-text-link';
import { ColourMenu, FontMenu, SizeMenu, type RichTextId } from './rich-text-menus';
import { useT } from '#app/shared/i18n/use-t';
import { richTextMessages } from './rich-text-messages';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function Toggle({ icon, labelId, isSelected, isDisabled, onToggle }: {
  icon: RichTextIconName;
  labelId: RichTextId;
  isSelected: boolean;
  isDisabled: boolean;
  onToggle: () => void;
}) {
  const t = useT(richTextMessages);
  return (
    <ToggleButton className="rich-text-button" aria-label={t(labelId)}
      isSelected={isSelected} isDisabled={isDisabled} onChange={onToggle}>
      <RichTextIcon name={icon} />
    </ToggleButton>
  );
}

/** The formatting toolbar: arrow keys move between its buttons, Tab leaves it for the text. */
/** `labelId`: the editor's visible label, so the toolbar is named "Formatting <label>". */
export function RichTextToolbar({ editor, labelId, isDisabled }: { editor: Editor; labelId: string; isDisabled: boolean }) {
  const t = useT(richTextMessages);
  const id = useId();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      href: text(e.getAttributes('link').href),
      colour: text(e.getAttributes('textStyle').color),
      font: text(e.getAttributes('textStyle').fontFamily),
      size: text(e.getAttributes('textStyle').fontSize),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Toolbar className="rich-text-toolbar" aria-labelledby={`${id}-toolbar ${labelId}`}>
      <span id={`${id}-toolbar`} hidden>{t('richText.toolbar')}</span>
      <Toggle icon="bold" labelId="richText.bold" isSelected={state.bold} isDisabled={isDisabled} onToggle={() => chain().toggleBold().run()} />
      <Toggle icon="italic" labelId="richText.italic" isSelected={state.italic} isDisabled={isDisabled} onToggle={() => chain().toggleItalic().run()} />
      <Toggle icon="underline" labelId="richText.underline" isSelected={state.underline} isDisabled={isDisabled} onToggle={() => chain().toggleUnderline().run()} />
      <Separator orientation="vertical" className="rich-text-separator" />
      <ColourMenu editor={editor} isDisabled={isDisabled} current={state.colour} />
      <FontMenu editor={editor} isDisabled={isDisabled} current={state.font} />
      <SizeMenu editor={editor} isDisabled={isDisabled} current={state.size} />
      <Separator orientation="vertical" className="rich-text-separator" />
      <Toggle icon="bulletList" labelId="richText.bulletList" isSelected={state.bulletList} isDisabled={isDisabled} onToggle={() => chain().toggleBulletList().run()} />
      <Toggle icon="orderedList" labelId="richText.orderedList" isSelected={state.orderedList} isDisabled={isDisabled} onToggle={() => chain().toggleOrderedList().run()} />
      <LinkButton editor={editor} href={state.href} isDisabled={isDisabled} />
    </Toolbar>
  );
}
