import './designer-conflict.css';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ConflictChoice } from '#core/forms';
import { Button } from '#app/shared/ui/button';
import { RadioGroup } from '#app/shared/ui/radio-group';
import { conflictText } from './designer-conflict-summary';
import type { DesignDraftConflict } from './use-design-draft-conflict';
import { useT } from '#app/shared/i18n/use-t';
import { designerOfflineMessages } from './designer-offline-messages';
import { historyFieldMessages } from '../history/history-field-messages';

interface Props {
  conflict: DesignDraftConflict;
  busy: boolean;
  onSaveCopy: () => void;
}

/**
 * The parts both the author and someone else changed, each with a readable "mine / on the server"
 * and a choice; or keep all mine, take all theirs, save mine as a new form. Nothing is saved here:
 * the chosen merge goes back to the editor and the author saves it.
 */
export function DesignerConflictDialog({ conflict, busy, onSaveCopy }: Props) {
  const intl = useIntl();
  const t = useT(designerOfflineMessages, historyFieldMessages);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const [missing, setMissing] = useState(false);
  const open = conflict.open;
  if (!open || !conflict.visible) return null;
  const complete = open.conflicts.every((c) => choices[c.id] !== undefined);
  const apply = () => {
    if (!complete) {
      setMissing(true);
      return;
    }
    void conflict.choose(choices);
  };

  return (
    <ModalOverlay className="conflict-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="conflict-modal">
        <Dialog className="conflict-dialog">
          <Heading slot="title">{t('designerOffline.conflict.title')}</Heading>
          <div>
            <p>{t('designerOffline.conflict.intro', { version: open.theirsVersion })}</p>
            <ol className="conflict-list">
              {open.conflicts.map((c) => {
                const text = conflictText(t, intl.formatNumber, c);
                return (
                  <li key={c.id} className="conflict-item">
                    <RadioGroup
                      label={text.label}
                      value={choices[c.id] ?? null}
                      onChange={(value) => setChoices((old) => ({ ...old, [c.id]: value as ConflictChoice }))}
                      isRequired
                      errorMessage={missing && !choices[c.id] ? t('designerOffline.conflict.chooseAll') : undefined}
                      options={[
                        { id: 'mine', label: t('designerOffline.conflict.mine', { summary: text.mine }) },
                        { id: 'theirs', label: t('designerOffline.conflict.theirs', { summary: text.theirs }) },
                      ]}
                    />
                  </li>
                );
              })}
            </ol>
          </div>
          <div className="conflict-actions">
            <Button variant="primary" isDisabled={busy} onPress={apply}>{t('designerOffline.conflict.apply')}</Button>
            <Button isDisabled={busy} onPress={() => void conflict.keepAllMine()}>{t('designerOffline.conflict.keepAllMine')}</Button>
            <Button isDisabled={busy} onPress={() => void conflict.takeAllTheirs()}>{t('designerOffline.conflict.takeAllTheirs')}</Button>
            <Button isDisabled={busy} onPress={onSaveCopy}>{t('designerOffline.conflict.saveCopy')}</Button>
            <Button variant="quiet" isDisabled={busy} onPress={conflict.postpone}>{t('designerOffline.conflict.later')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
