import { type SubmitEvent, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { DepartmentItem } from '#core/api';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { MemberList } from './member-list';
import { useOrgWords } from './use-org-words';

/** The members of a department, with "Remove"; below, a search among the company's other users, with "Add". */
export function MembersDialog({ department, onClose }: { department: DepartmentItem; onClose: () => void }) {
  const { t } = useOrgWords();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setSearch(text.trim());
  };
  return (
    <ModalOverlay className="dialog-overlay" isOpen onOpenChange={(open) => { if (!open) onClose(); }} isDismissable>
      <Modal className="dialog-modal org-members-modal">
        <Dialog className="dialog org-members-dialog">
          <Heading slot="title" className="dialog-title">{t('dep.members', { name: department.name })}</Heading>
          <div className="dialog-body org-members-body">
            <section aria-labelledby="org-members-inside">
              <h3 id="org-members-inside">{t('dep.inside')}</h3>
              <MemberList departmentId={department.id} inside search="" />
            </section>
            <section aria-labelledby="org-members-outside">
              <h3 id="org-members-outside">{t('dep.outside')}</h3>
              <form role="search" className="org-member-search" onSubmit={submit}>
                <TextField label={t('dep.search')} type="search" value={text} onChange={setText} />
                <Button type="submit">{t('dep.searchButton')}</Button>
              </form>
              <MemberList key={search} departmentId={department.id} inside={false} search={search} />
            </section>
          </div>
          <div className="dialog-actions">
            <Button variant="primary" onPress={onClose}>{t('common.close')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
