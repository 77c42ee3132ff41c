import { useState } from 'react';
import { type CompanyItem, companyTypes, saveCompanyBodySchema } from '#core/api';
import { FormDialog } from '../ui/form-dialog';
import { NativeSelect } from '../ui/native-select';
import { TextField } from '../ui/text-field';
import { saveCompany } from './organisations-api';
import { inTreeOrder, selfAndBelow } from '#core/tree';
import { useOrgForm } from './use-org-form';
import { useOrgWords } from './use-org-words';

interface Props {
  /** null: a new company */
  company: CompanyItem | null;
  /** for a new company: its parent (null = top level, system users only) */
  parentId: number | null;
  companies: readonly CompanyItem[];
  /** the parent cannot be changed (the actor's own company) */
  parentLocked: boolean;
  onClose: () => void;
}

/** Create or edit a company: name, code, type and parent (never itself or one of its sub-companies). */
export function CompanyFormDialog({ company, parentId, companies, parentLocked, onClose }: Props) {
  const { t } = useOrgWords();
  const [name, setName] = useState(company?.name ?? '');
  const [code, setCode] = useState(company?.code ?? '');
  const [type, setType] = useState(company ? String(company.type) : '');
  const [parent, setParent] = useState(String(company ? (company.parentId ?? '') : (parentId ?? '')));
  const excluded = company ? selfAndBelow(companies, company.id) : new Set<number>();
  const parents = inTreeOrder(companies).filter(({ item }) => !excluded.has(item.id))
    .map(({ item, depth }) => ({ value: String(item.id), label: `${'— '.repeat(depth)}${item.name}` }));
  const body = {
    ...(company ? { id: company.id } : {}), name, code, type: type === '' ? undefined : Number(type), parentId: parent === '' ? null : Number(parent),
  };
  const form = useOrgForm({
    schema: saveCompanyBodySchema, body, onClose,
    run: () => {
      const valid = saveCompanyBodySchema.parse(body);
      return saveCompany({ ...valid, code: valid.code ?? '' });
    },
    done: (saved) => t('org.saved', { name: saved.name }),
  });
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={company ? t('org.editTitle', { name: company.name }) : t('org.createTitle')} onClose={onClose}
      onSubmit={form.submit} busy={form.busy} problem={form.problem}>
      <TextField label={t('org.field.name')} value={name} onChange={setName} isRequired errorMessage={form.fieldMessage('name')} />
      <TextField label={t('org.field.code')} value={code} onChange={setCode} errorMessage={form.fieldMessage('code')} />
      <NativeSelect label={t('org.field.type')} value={type} onChange={setType} placeholder={t('org.chooseType')}
        options={companyTypes.map((v) => ({ value: String(v), label: t(`org.type.${v}`) }))} errorMessage={form.fieldMessage('type')} />
      <NativeSelect label={t('org.field.parent')} value={parent} onChange={setParent} placeholder={t('org.noParent')}
        options={parents} isDisabled={parentLocked} errorMessage={form.fieldMessage('parentId')} />
    </FormDialog>
  );
}
