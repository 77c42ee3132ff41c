import type { PermissionGroupItem } from '#core/api';
import { groupsInTreeOrder } from './group-order';
import { useSecurityWords } from './use-security-words';

interface Props {
  groups: readonly PermissionGroupItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** permissions per group id */
  counts: ReadonlyMap<number, number>;
}

/** The groups as an indented list, parents before children; the chosen one is marked current. */
export function GroupTree({ groups, selectedId, onSelect, counts }: Props) {
  const { t, nameOf } = useSecurityWords();
  return (
    <nav aria-label={t('security.groups.tree')}>
      <ul className="group-tree">
        {groupsInTreeOrder(groups).map(({ group, depth }) => (
          <li key={group.id} style={{ paddingInlineStart: `${depth * 20}px` }}>
            <button type="button" className="group-tree-item" aria-current={group.id === selectedId ? 'true' : undefined} onClick={() => onSelect(group.id)}>
              <span className="group-tree-name">{nameOf(group, 'group')}</span>
              <span className="muted group-tree-meta">
                {t('security.groups.meta', { code: group.code, order: group.order, count: counts.get(group.id) ?? 0 })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
