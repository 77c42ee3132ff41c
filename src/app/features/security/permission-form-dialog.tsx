import { useState } from 'react';
import { type PermissionGroupItem, type PermissionItem, savePermissionBodySchema } from '#core/api';
import { NativeSelect } from '#app/shared/ui/native-select';
import { NumberField } from '#app/shared/ui/number-field';
import { TextField } from '#app/shared/ui/text-field';
import { groupsInTreeOrder } from './group-order';
import { savePermission } from './security-api';
import { SecurityDialog } from './security-dialog';
import { useSaveForm } from './use-save-form';
import { useSecurityWords } from './use-security-words';

interface Props {
  /** null creates a permission in `groupId` */
  permission: PermissionItem | null;
  groupId: number | null;
  groups: readonly PermissionGroupItem[];
  onClose: () => void;
}

/** Create or edit a permission: code, name, group, and the level it requires (empty: any level). */
export function PermissionFormDialog({ permission, groupId, groups, onClose }: Props) {
  const { t, nameOf } = useSecurityWords();
  const [code, setCode] = useState(permission?.code ?? '');
  const [name, setName] = useState(permission?.name ?? '');
  const [group, setGroup] = useState(String(permission?.groupId ?? groupId ?? ''));
  const [level, setLevel] = useState(permission?.level ?? Number.NaN);
  const body = { id: permission?.id, code, name, groupId: group === '' ? null : Number(group), level: Number.isNaN(level) ? null : level };
  const { submit, busy, fieldMessage, problem } = useSaveForm({ schema: savePermissionBodySchema, body, save: (b) => savePermission({ ...b, groupId: b.groupId ?? 0 }), saved: (saved) => t('security.permissionSaved', { name: saved.name }), onClose });
  const options = groupsInTreeOrder(groups).map(({ group: g, depth }) => ({ value: String(g.id), label: `${'— '.repeat(depth)}${nameOf(g, 'group')}` }));
  return (
    <SecurityDialog title={t(permission ? 'security.permission.edit' : 'security.permission.new')} isOpen onClose={onClose}
      onSubmit={submit} busy={busy} problem={problem}>
      <TextField validationBehavior="aria" label={t('security.permission.name')} value={name} onChange={setName} isRequired errorMessage={fieldMessage('name')} />
      <TextField validationBehavior="aria" label={t('security.code')} value={code} onChange={setCode} isRequired isDisabled={permission?.seeded ?? false} errorMessage={fieldMessage('code')}
        description={permission?.seeded ? t('security.seededCode') : undefined} />
      <NativeSelect label={t('security.permission.group')} value={group} options={options} onChange={setGroup} placeholder={t('security.permission.chooseGroup')}
        errorMessage={fieldMessage('groupId')} />
      <NumberField validationBehavior="aria" label={t('security.permission.level')} description={t('security.permission.levelHelp')} value={level} onChange={setLevel}
        minValue={0} step={1} errorMessage={fieldMessage('level')} />
    </SecurityDialog>
  );
}
