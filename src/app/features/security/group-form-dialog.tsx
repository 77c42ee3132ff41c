import { useState } from 'react';
import { type PermissionGroupItem, savePermissionGroupBodySchema } from '#core/api';
import { NativeSelect } from '#app/shared/ui/native-select';
import { NumberField } from '#app/shared/ui/number-field';
import { TextField } from '#app/shared/ui/text-field';
import { selfAndBelow } from '#core/tree';
import { groupsInTreeOrder } from './group-order';
import { saveGroup } from './security-api';
import { SecurityDialog } from './security-dialog';
import { useSaveForm } from './use-save-form';
import { useSecurityWords } from './use-security-words';

interface Props {
  /** null creates a group under `parentId` */
  group: PermissionGroupItem | null;
  parentId: number | null;
  groups: readonly PermissionGroupItem[];
  onClose: () => void;
}

/** Create or edit a group: name, code, parent (never itself or below it) and order among its siblings. */
export function GroupFormDialog({ group, parentId, groups, onClose }: Props) {
  const { t, nameOf } = useSecurityWords();
  const [name, setName] = useState(group?.name ?? '');
  const [code, setCode] = useState(group?.code ?? '');
  const [parent, setParent] = useState(String(group ? (group.parentId ?? '') : (parentId ?? '')));
  const [order, setOrder] = useState(group?.order ?? 0);
  const body = { id: group?.id, name, code, parentId: parent === '' ? null : Number(parent), order: Number.isNaN(order) ? 0 : order };
  const { submit, busy, fieldMessage, problem } = useSaveForm({ schema: savePermissionGroupBodySchema, body, save: saveGroup, saved: (saved) => t('security.groupSaved', { name: saved.name }), onClose });
  const excluded = group ? selfAndBelow(groups, group.id) : new Set<number>();
  const parents = groupsInTreeOrder(groups).filter(({ group: g }) => !excluded.has(g.id))
    .map(({ group: g, depth }) => ({ value: String(g.id), label: `${'— '.repeat(depth)}${nameOf(g, 'group')}` }));
  return (
    <SecurityDialog title={t(group ? 'security.group.edit' : 'security.group.new')} isOpen onClose={onClose}
      onSubmit={submit} busy={busy} problem={problem}>
      <TextField validationBehavior="aria" label={t('security.group.name')} value={name} onChange={setName} isRequired errorMessage={fieldMessage('name')} />
      <TextField validationBehavior="aria" label={t('security.code')} value={code} onChange={setCode} isRequired isDisabled={group?.seeded ?? false} errorMessage={fieldMessage('code')}
        description={group?.seeded ? t('security.seededCode') : undefined} />
      <NativeSelect label={t('security.group.parent')} value={parent} options={parents} onChange={setParent} placeholder={t('security.group.noParent')}
        errorMessage={fieldMessage('parentId')} />
      <NumberField validationBehavior="aria" label={t('security.group.order')} value={order} onChange={setOrder} minValue={0} step={1} errorMessage={fieldMessage('order')} />
    </SecurityDialog>
  );
}
