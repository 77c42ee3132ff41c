import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { CompanyItem, FunctionItem } from '#core/api';
import { Alert } from '../ui/alert';
import { FormDialog } from '../ui/form-dialog';
import { Spinner } from '../ui/spinner';
import { Switch } from '../ui/switch';
import { catalogueQuery, companyDetailQuery, saveFunctions } from './organisations-api';
import { useOrgForm } from './use-org-form';
import { useOrgWords } from './use-org-words';

function groupsOf(catalogue: readonly FunctionItem[], other: string) {
  const groups = new Map<string, { name: string; items: FunctionItem[] }>();
  for (const item of catalogue) {
    const key = String(item.groupId ?? 'none');
    const group = groups.get(key) ?? { name: item.groupName ?? other, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.entries()];
}

function Editor({ company, catalogue, initial, onClose }: { company: CompanyItem; catalogue: readonly FunctionItem[]; initial: readonly number[]; onClose: () => void }) {
  const { t } = useOrgWords();
  const [limited, setLimited] = useState(initial.length > 0);
  const [chosen, setChosen] = useState<readonly number[]>(initial);
  const permissionIds = limited ? [...chosen] : [];
  const form = useOrgForm({
    body: null, onClose,
    run: () => saveFunctions({ companyId: company.id, permissionIds }),
    done: () => t('org.functionsSaved', { name: company.name }),
  });
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t('org.functionsTitle', { name: company.name })} onClose={onClose} onSubmit={form.submit} busy={form.busy} problem={form.problem}>
      <Switch isSelected={limited} onChange={setLimited}>{t('org.functionsLimit')}</Switch>
      {!limited && <p className="muted">{t('org.functionsAll')}</p>}
      {limited && groupsOf(catalogue, t('org.noGroup')).map(([key, group]) => {
        const ids = new Set(group.items.map((i) => i.id));
        return (
          <CheckboxGroup key={key} className="org-function-group" value={group.items.filter((i) => chosen.includes(i.id)).map((i) => String(i.id))}
            onChange={(values) => setChosen([...chosen.filter((id) => !ids.has(id)), ...values.map(Number)])}>
            <Label className="org-function-title">{group.name}</Label>
            {group.items.map((item) => (
              <Checkbox key={item.id} value={String(item.id)} className="checkbox">
                <span className="box" aria-hidden="true">✓</span>
                <span>{item.name} <code>{item.code}</code></span>
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      })}
    </FormDialog>
  );
}

/** The functions a company may use: no limit, or exactly the ticked ones of the catalogue, grouped by permission group. */
export function CompanyFunctionsDialog({ company, onClose }: { company: CompanyItem; onClose: () => void }) {
  const { t } = useOrgWords();
  const catalogue = useQuery(catalogueQuery());
  const detail = useQuery(companyDetailQuery(company.id));
  if (catalogue.isSuccess && detail.isSuccess) {
    return <Editor company={company} catalogue={catalogue.data} initial={detail.data.permissionIds} onClose={onClose} />;
  }
  const failed = catalogue.isError || detail.isError;
  return (
    <FormDialog classNames={{ body: 'dialog-body-stack' }} title={t('org.functionsTitle', { name: company.name })} onClose={onClose} onSubmit={onClose} busy={!failed}>
      {failed ? <Alert tone="error">{t('org.loadFailed')}</Alert> : <Spinner label={t('common.loading')} />}
    </FormDialog>
  );
}
