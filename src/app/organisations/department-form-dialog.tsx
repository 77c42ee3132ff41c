import { useState } from 'react';
import { type DepartmentItem, departmentLevels, departmentTypes, saveDepartmentBodySchema } from '#core/api';
import { FormDialog } from '../ui/form-dialog';
import { NativeSelect } from '../ui/native-select';
import { TextField } from '../ui/text-field';
import { saveDepartment } from './organisations-api';
import { inTreeOrder, selfAndBelow } from '#core/tree';
import { useOrgForm } from './use-org-form';
import { useOrgWords } from './use-org-words';

interface Props {
  companyId: number;
  /** null: a new department */
  department: DepartmentItem | null;
  departments: readonly DepartmentItem[];
  onClose: () => void;
}

/** Create or edit a department: name, code, type 1..4, level province/district and parent department. */
export function DepartmentFormDialog({ companyId, department, departments, onClose }: Props) {
  const { t } = useOrgWords();
  const [name, setName] = useState(department?.name ?? '');
  const [code, setCode] = useState(department?.code ?? '');
  const [type, setType] = useState(department ? String(department.type) : '');
  const [level, setLevel] = useState(department ? String(department.level) : '');
  const [parent, setParent] = useState(String(department?.parentId ?? ''));
  const excluded = department ? selfAndBelow(departments, department.id) : new Set<number>();
  const parents = inTreeOrder(departments).filter(({ item }) => !excluded.has(item.id))
    .map(({ item, depth }) => ({ value: String(item.id), label: `${'— '.repeat(depth)}${item.name}` }));
  const number = (v: string) => (v === '' ? undefined : Number(v));
  const body = {
    ...(department ? { id: department.id } : { companyId }), name, code, type: number(type), level: number(level), parentId: parent === '' ? null : Number(parent),
  };
  const form = useOrgForm({
    schema: saveDepartmentBodySchema, body, onClose,
    run: () => {
      const valid = saveDepartmentBodySchema.parse(body);
      return saveDepartment({ ...valid, code: valid.code ?? '' });
    },
    done: (saved) => t('dep.saved', { name: saved.name }),
  });
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={department ? t('dep.editTitle', { name: department.name }) : t('dep.createTitle')} onClose={onClose}
      onSubmit={form.submit} busy={form.busy} problem={form.problem}>
      <TextField label={t('dep.field.name')} value={name} onChange={setName} isRequired errorMessage={form.fieldMessage('name')} />
      <TextField label={t('dep.field.code')} value={code} onChange={setCode} errorMessage={form.fieldMessage('code')} />
      <NativeSelect label={t('dep.field.type')} value={type} onChange={setType} placeholder={t('org.chooseType')}
        options={departmentTypes.map((v) => ({ value: String(v), label: t(`dep.type.${v}`) }))} errorMessage={form.fieldMessage('type')} />
      <NativeSelect label={t('dep.field.level')} value={level} onChange={setLevel} placeholder={t('org.chooseType')}
        options={departmentLevels.map((v) => ({ value: String(v), label: t(`dep.level.${v}`) }))} errorMessage={form.fieldMessage('level')} />
      <NativeSelect label={t('dep.field.parent')} value={parent} onChange={setParent} placeholder={t('dep.noParent')}
        options={parents} errorMessage={form.fieldMessage('parentId')} />
    </FormDialog>
  );
}
