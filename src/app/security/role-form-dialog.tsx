import { useState } from 'react';
import { type RoleItem, saveRoleBodySchema } from '#core/api';
import { TextField } from '../ui/text-field';
import { saveRole } from './security-api';
import { SecurityDialog } from './security-dialog';
import { useSaveForm } from './use-save-form';
import { useSecurityWords } from './use-security-words';

/** Create (role null) or edit a role's name and description. Mount it with a key per role so its fields start fresh. */
export function RoleFormDialog({ role, isOpen, onClose }: { role: RoleItem | null; isOpen: boolean; onClose: () => void }) {
  const { t } = useSecurityWords();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const body = { id: role?.id, name, description };
  const { submit, busy, fieldMessage, problem } = useSaveForm({ schema: saveRoleBodySchema, body, save: saveRole, saved: (saved) => t('security.roleSaved', { name: saved.name }), onClose });
  return (
    <SecurityDialog title={t(role ? 'security.role.edit' : 'security.role.new')} isOpen={isOpen} onClose={onClose}
      onSubmit={submit} busy={busy} problem={problem}>
      <TextField validationBehavior="aria" label={t('security.role.name')} value={name} onChange={setName} isRequired errorMessage={fieldMessage('name')} />
      <TextField validationBehavior="aria" label={t('security.role.description')} value={description} onChange={setDescription} multiline errorMessage={fieldMessage('description')} />
    </SecurityDialog>
  );
}
