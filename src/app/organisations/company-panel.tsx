import { useState } from 'react';
import type { CompanyItem } from '#core/api';
import { Button } from '../ui/button';
import { CompanyAdministratorDialog } from './company-administrator-dialog';
import { CompanyFormDialog } from './company-form-dialog';
import { CompanyFunctionsDialog } from './company-functions-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { CopyFunctionsDialog } from './copy-functions-dialog';
import { deleteCompany } from './organisations-api';
import { useOrgWords } from './use-org-words';

export interface OrgActor {
  isSystem: boolean;
  companyId: number;
  /** administrators, system users and CompanyManage holders */
  managesCompanies: boolean;
}

type Open = 'edit' | 'child' | 'functions' | 'copy' | 'administrator' | 'delete' | null;

interface Props {
  company: CompanyItem;
  companies: readonly CompanyItem[];
  actor: OrgActor;
  onDeleted: () => void;
}

/** The chosen company: its facts and what may be done with it. */
export function CompanyPanel({ company, companies, actor, onDeleted }: Props) {
  const { t } = useOrgWords();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const own = company.id === actor.companyId;
  /** functions are handed down: only a system user sets those of their own company */
  const functionsAllowed = actor.isSystem || !own;
  const targets = companies.filter((c) => actor.isSystem || c.id !== actor.companyId);
  return (
    <section className="card org-panel" aria-labelledby="org-panel-title">
      <p className="muted org-panel-label">{t('org.selected')}</p>
      <h2 id="org-panel-title">{company.name}</h2>
      <p className="muted">
        {t(`org.type.${company.type}`)}{company.code ? ` · ${company.code}` : ''}
        {company.parentName ? ` · ${t('org.field.parent')}: ${company.parentName}` : ''}
      </p>
      {actor.managesCompanies && (
        <div className="org-actions">
          <Button onPress={() => setOpen('edit')}>{t('org.edit')}</Button>
          <Button onPress={() => setOpen('child')}>{t('org.addChild')}</Button>
          {functionsAllowed && <Button onPress={() => setOpen('functions')}>{t('org.functions')}</Button>}
          {targets.length > 1 && <Button onPress={() => setOpen('copy')}>{t('org.copyFunctions')}</Button>}
          {actor.isSystem && <Button onPress={() => setOpen('administrator')}>{t('org.addAdministrator')}</Button>}
          {!own && <Button variant="danger" onPress={() => setOpen('delete')}>{t('org.delete')}</Button>}
        </div>
      )}
      {open === 'edit' && <CompanyFormDialog company={company} parentId={null} companies={companies} parentLocked={own && !actor.isSystem} onClose={close} />}
      {open === 'child' && <CompanyFormDialog company={null} parentId={company.id} companies={companies} parentLocked={false} onClose={close} />}
      {open === 'functions' && <CompanyFunctionsDialog company={company} onClose={close} />}
      {open === 'copy' && <CopyFunctionsDialog source={company} targets={targets} onClose={close} />}
      {open === 'administrator' && <CompanyAdministratorDialog company={company} onClose={close} />}
      {open === 'delete' && (
        <ConfirmDeleteDialog title={t('org.deleteTitle', { name: company.name })} text={t('org.deleteText')}
          done={t('org.deleted', { name: company.name })} remove={() => deleteCompany(company.id)} onClose={close} onDeleted={onDeleted} />
      )}
    </section>
  );
}
