import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { PermissionGroupItem, PermissionItem } from '#core/api';
import { groupsInTreeOrder } from './group-order';
import { useSecurityWords } from './use-security-words';

interface Props {
  permissions: readonly PermissionItem[];
  groups: readonly PermissionGroupItem[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  /** held another way (permission group, role): shown ticked and locked */
  inherited?: readonly number[];
}

/** Checkboxes grouped by permission group, in the groups' tree order; one labelled group each. */
export function PermissionPicker({ permissions, groups, selected, onChange, inherited = [] }: Props) {
  const { t, nameOf } = useSecurityWords();
  const locked = new Set(inherited);
  const sections = [
    ...groupsInTreeOrder(groups).map(({ group }) => ({ key: String(group.id), name: nameOf(group, 'group'), items: permissions.filter((p) => p.groupId === group.id) })),
    { key: 'none', name: t('security.noGroup'), items: permissions.filter((p) => p.groupId === null || !groups.some((g) => g.id === p.groupId)) },
  ].filter((s) => s.items.length > 0);
  return (
    <div className="permission-picker">
      {sections.map((section) => {
        const ids = new Set(section.items.map((p) => p.id));
        const value = section.items.filter((p) => locked.has(p.id) || selected.includes(p.id)).map((p) => String(p.id));
        const change = (values: string[]) => {
          const chosenHere = values.map(Number).filter((id) => !locked.has(id));
          onChange([...selected.filter((id) => !ids.has(id)), ...chosenHere]);
        };
        return (
          <CheckboxGroup key={section.key} className="permission-picker-group" value={value} onChange={change}>
            <Label className="permission-picker-title">{section.name}</Label>
            {section.items.map((p) => (
              <Checkbox key={p.id} value={String(p.id)} className="checkbox" isDisabled={locked.has(p.id)}>
                <span className="box" aria-hidden="true">✓</span>
                <span className="permission-picker-name">
                  {nameOf(p, 'perm')} <code>{p.code}</code>
                  {locked.has(p.id) && <span className="muted"> {t('security.inherited')}</span>}
                </span>
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      })}
    </div>
  );
}
