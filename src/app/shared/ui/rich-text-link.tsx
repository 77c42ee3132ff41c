import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from './button';
import { RichTextIcon } from './rich-text-icons';
import { normaliseLink } from './rich-text-styles';
import { TextField } from './text-field';
import { useT } from '#app/shared/i18n/use-t';
import { richTextMessages } from './rich-text-messages';

function LinkForm({ editor, href, close }: { editor: Editor; href: string | undefined; close: () => void }) {
  const t = useT(richTextMessages);
  const [address, setAddress] = useState(href ?? '');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const link = normaliseLink(address);
    if (!link) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // a space after the new link, so what is typed next is not part of it
      chain.insertContent([{ type: 'text', text: link, marks: [{ type: 'link', attrs: { href: link } }] }, { type: 'text', text: ' ' }]).run();
    } else {
      chain.setLink({ href: link }).run();
    }
    close();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    close();
  };
  return (
    <form
      className="rich-text-link-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Heading slot="title" className="sr-only">{t('richText.link')}</Heading>
      <TextField
        label={t('richText.linkUrl')}
        description={t('richText.linkHint')}
        value={address}
        onChange={(next) => {
          setAddress(next);
          setInvalid(false);
        }}
        inputMode="url"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opened to type this address
        autoFocus
        validationBehavior="aria"
        errorMessage={invalid ? t('richText.linkInvalid') : undefined}
      />
      <div className="button-row">
        <Button type="submit" variant="primary">{t('richText.linkApply')}</Button>
        {href && <Button variant="danger" onPress={remove}>{t('richText.linkRemove')}</Button>}
        <Button variant="quiet" onPress={close}>{t('richText.linkCancel')}</Button>
      </div>
    </form>
  );
}

/** The link button: a small dialog to add, change or remove the link at the selection. */
export function LinkButton({ editor, href, isDisabled }: { editor: Editor; href: string | undefined; isDisabled: boolean }) {
  const t = useT(richTextMessages);
  return (
    <DialogTrigger>
      <AriaButton className="rich-text-button" aria-label={t('richText.link')}
        data-active={href ? true : undefined} isDisabled={isDisabled}>
        <RichTextIcon name="link" />
      </AriaButton>
      <Popover className="popover rich-text-popover" placement="bottom start">
        <Dialog className="rich-text-link-dialog">
          {({ close }) => <LinkForm editor={editor} href={href} close={close} />}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
