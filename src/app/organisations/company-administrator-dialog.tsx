import { useState } from 'react';
import { UserRole } from '#core/api';
import type { CompanyItem } from '#core/api';
import { type SaveUserBody, saveUserBodySchema } from '#core/api';
import { FormDialog } from '../ui/form-dialog';
import { TextField } from '../ui/text-field';
import { saveCompanyUser } from './organisations-api';
import { useOrgForm } from './use-org-form';
import { useOrgWords } from './use-org-words';

/**
 * A system user gives a company an administrator (its first one, typically): POST /v1/user/save
 * naming the company. The new administrator then manages the company's other people.
 */
export function CompanyAdministratorDialog({ company, onClose }: { company: CompanyItem; onClose: () => void }) {
  const { t } = useOrgWords();
  const [body, setBody] = useState<SaveUserBody>({ companyId: company.id, role: UserRole.Administrator, username: '', name: '', email: '', password: '' });
  const set = (change: Partial<SaveUserBody>) => setBody((current) => ({ ...current, ...change }));
  const form = useOrgForm({
    schema: saveUserBodySchema, body, onClose,
    run: () => saveCompanyUser(body),
    done: (saved) => t('org.administratorSaved', { name: saved.name, company: company.name }),
  });
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t('org.administratorTitle', { name: company.name })} onClose={onClose}
      onSubmit={form.submit} busy={form.busy} problem={form.problem}>
      <p className="muted">{t('org.administratorHelp')}</p>
      <TextField label={t('org.administrator.username')} value={body.username} onChange={(username) => set({ username })} isRequired
        autoComplete="off" errorMessage={form.fieldMessage('username')} />
      <TextField label={t('org.administrator.name')} value={body.name} onChange={(name) => set({ name })} isRequired errorMessage={form.fieldMessage('name')} />
      <TextField label={t('org.administrator.email')} type="email" value={body.email ?? ''} onChange={(email) => set({ email })} errorMessage={form.fieldMessage('email')} />
      <TextField label={t('org.administrator.password')} type="password" value={body.password ?? ''} onChange={(password) => set({ password })} isRequired
        autoComplete="new-password" errorMessage={form.fieldMessage('password')} />
    </FormDialog>
  );
}
