import { useState } from 'react';
import type { CompanyItem } from '#core/api';
import { Icon } from '#app/shared/ui/icon';
import { inTreeOrder } from '#core/tree';
import { useOrgWords } from './use-org-words';

interface Props {
  companies: readonly CompanyItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * The company tree as an admin table: parent rows above their children, indented. Each parent row
 * has a disclosure button (aria-expanded) and each name is a toggle button choosing the company;
 * both are reached with Tab and pressed with Enter or Space.
 */
export function CompanyTree({ companies, selectedId, onSelect }: Props) {
  const { t } = useOrgWords();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => setCollapsed((now) => {
    const next = new Set(now);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  return (
    <table className="org-table org-tree">
      <caption className="sr-only">{t('org.tree')}</caption>
      <thead>
        <tr>{(['name', 'type', 'code', 'children', 'users', 'departments'] as const).map((c) => <th key={c} scope="col">{t(`org.col.${c}`)}</th>)}</tr>
      </thead>
      <tbody>
        {inTreeOrder(companies, collapsed).map(({ item, depth, hasChildren }) => {
          const open = !collapsed.has(item.id);
          return (
            <tr key={item.id} data-selected={item.id === selectedId ? true : undefined}>
              <th scope="row" style={{ paddingInlineStart: `${8 + depth * 20}px` }}>
                <span className="org-tree-cell">
                  {hasChildren ? (
                    <button type="button" className="org-disclosure" aria-expanded={open}
                      aria-label={t(open ? 'org.collapse' : 'org.expand', { name: item.name })} onClick={() => toggle(item.id)}>
                      <span className="org-chevron" data-open={open ? true : undefined}><Icon name="chevronRight" size={16} /></span>
                    </button>
                  ) : <span className="org-disclosure-space" aria-hidden="true" />}
                  <button type="button" className="org-name" aria-pressed={item.id === selectedId} onClick={() => onSelect(item.id)}>
                    {item.name}
                    {depth > 0 && <span className="sr-only"> ({t('org.level', { level: depth + 1 })})</span>}
                  </button>
                </span>
              </th>
              <td>{t(`org.type.${item.type}`)}</td>
              <td>{item.code ?? ''}</td>
              <td>{item.childCount}</td>
              <td>{item.userCount}</td>
              <td>{item.departmentCount}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
