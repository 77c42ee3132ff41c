import './organisations.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '#app/shell/session/use-session';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { Spinner } from '#app/shared/ui/spinner';
import { CompanyFormDialog } from './company-form-dialog';
import { CompanyPanel, type OrgActor } from './company-panel';
import { CompanyTree } from './company-tree';
import { DepartmentsSection } from './departments-section';
import { companiesQuery } from './organisations-api';
import { useOrgWords } from './use-org-words';

/** Management → organisations: the company tree; the chosen company's actions and departments below it. */
export function OrganisationsPage() {
  const { t } = useOrgWords();
  const session = useSession();
  const companies = useQuery(companiesQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const actor: OrgActor = {
    isSystem: session.user?.isSystem ?? false,
    companyId: session.user?.companyId ?? 0,
    managesCompanies: session.isAdministrator || session.can('CompanyManage'),
  };
  const list = companies.data ?? [];
  const selectedId = chosen ?? (list.some((c) => c.id === actor.companyId) ? actor.companyId : (list[0]?.id ?? null));
  const selected = list.find((c) => c.id === selectedId) ?? null;
  return (
    <div className="org-page">
      <h1>{t('management.section.organisations')}</h1>
      <p className="muted">{t('org.intro')}</p>
      <section className="card" aria-labelledby="org-tree-title">
        <div className="org-section-head">
          <h2 id="org-tree-title">{t('org.tree')}</h2>
          {actor.isSystem && <Button onPress={() => setAdding(true)}>{t('org.add')}</Button>}
        </div>
        {companies.isPending && <Spinner label={t('org.loading')} />}
        {companies.isError && <Alert tone="error">{t('org.loadFailed')} <Button onPress={() => void companies.refetch()}>{t('common.retry')}</Button></Alert>}
        {companies.isSuccess && (
          <>
            <p className="muted" role="status">{t('org.count', { count: list.length })}</p>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard */}
            <div className="org-scroll" role="region" aria-label={t('org.tree')} tabIndex={0}>
              <CompanyTree companies={list} selectedId={selectedId} onSelect={setChosen} />
            </div>
          </>
        )}
      </section>
      {selected ? (
        <>
          <CompanyPanel key={selected.id} company={selected} companies={list} actor={actor} onDeleted={() => setChosen(selected.parentId)} />
          <DepartmentsSection key={`d${selected.id}`} company={selected} />
        </>
      ) : companies.isSuccess && <p>{t('org.choose')}</p>}
      {adding && <CompanyFormDialog company={null} parentId={null} companies={list} parentLocked={false} onClose={() => setAdding(false)} />}
    </div>
  );
}
