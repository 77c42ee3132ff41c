import type { Editor } from '@tiptap/react';
import type { CSSProperties } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { fontFamilies, fontSizes, styleKey, textColours } from '#core/rich-text';
import { RichTextIcon, type RichTextIconName } from './rich-text-icons';
import { useT } from '#app/shared/i18n/use-t';
import { richTextMessages } from './rich-text-messages';
import type { MessageId } from '#app/shared/i18n/message-types';

export type RichTextId = MessageId<[typeof richTextMessages]>;

const DEFAULT = 'default';

interface StyleMenuProps {
  editor: Editor;
  isDisabled: boolean;
  /** the current value at the selection, undefined for the default */
  current: string | undefined;
}

function StyleMenu({ labelId, icon, choices, current, isDisabled, onChoose, swatch }: {
  labelId: RichTextId;
  icon: RichTextIconName;
  choices: readonly { id: string; value: string; labelId: RichTextId }[];
  current: string | undefined;
  isDisabled: boolean;
  onChoose: (value: string | null) => void;
  swatch?: (value: string) => CSSProperties;
}) {
  const t = useT(richTextMessages);
  const selected = choices.find((c) => styleKey(c.value) === styleKey(current))?.id ?? DEFAULT;
  const onAction = (key: Key) => onChoose(key === DEFAULT ? null : (choices.find((c) => c.id === key)?.value ?? null));
  return (
    <MenuTrigger>
      <Button className="rich-text-button" aria-label={t(labelId)} isDisabled={isDisabled}>
        <RichTextIcon name={icon} />
        {swatch && current && <span className="rich-text-swatch-bar" style={{ background: current }} aria-hidden="true" />}
        <span className="rich-text-caret" aria-hidden="true">▾</span>
      </Button>
      <Popover className="popover rich-text-popover" placement="bottom start">
        <Menu className="rich-text-menu" aria-label={t(labelId)} selectionMode="single"
          selectedKeys={[selected]} onAction={onAction}>
          <MenuItem id={DEFAULT} className="rich-text-menu-item">{t('richText.default')}</MenuItem>
          {choices.map((choice) => (
            <MenuItem key={choice.id} id={choice.id} className="rich-text-menu-item" textValue={t(choice.labelId)}>
              {swatch && <span className="rich-text-swatch" style={swatch(choice.value)} aria-hidden="true" />}
              <span style={swatch ? undefined : icon === 'font' ? { fontFamily: choice.value } : { fontSize: choice.value }}>
                {t(choice.labelId)}
              </span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

export function ColourMenu({ editor, isDisabled, current }: StyleMenuProps) {
  return (
    <StyleMenu labelId="richText.color" icon="colour" isDisabled={isDisabled} current={current}
      choices={textColours.map((c) => ({ ...c, labelId: `richText.color.${c.id}` }))}
      swatch={(value) => ({ background: value })}
      onChoose={(value) => (value ? editor.chain().focus().setColor(value).run() : editor.chain().focus().unsetColor().run())} />
  );
}

export function FontMenu({ editor, isDisabled, current }: StyleMenuProps) {
  return (
    <StyleMenu labelId="richText.font" icon="font" isDisabled={isDisabled} current={current}
      choices={fontFamilies.map((c) => ({ ...c, labelId: `richText.font.${c.id}` }))}
      onChoose={(value) => (value ? editor.chain().focus().setFontFamily(value).run() : editor.chain().focus().unsetFontFamily().run())} />
  );
}

export function SizeMenu({ editor, isDisabled, current }: StyleMenuProps) {
  return (
    <StyleMenu labelId="richText.size" icon="size" isDisabled={isDisabled} current={current}
      choices={fontSizes.map((c) => ({ ...c, labelId: `richText.size.${c.id}` }))}
      onChoose={(value) => (value ? editor.chain().focus().setFontSize(value).run() : editor.chain().focus().unsetFontSize().run())} />
  );
}
