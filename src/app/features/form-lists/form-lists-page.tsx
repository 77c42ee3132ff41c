import './my-forms.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { Spinner } from '#app/shared/ui/spinner';
import { formListQuery } from './form-lists-api';
import { FormListsCards } from './form-lists-cards';
import { useDateTime } from '#app/shared/i18n/use-date-time';
import { useIsPhone } from './form-lists-media';
import { Pager } from '#app/shared/ui/pager';
import { FORM_LIST_PAGE_SIZE, type FormListKind, type FormListSearch } from './form-lists-search';
import { FormListsTable } from './form-lists-table';
import { FormListsToolbar } from './form-lists-toolbar';
import { useFormListAccess } from './form-lists-access';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { formListsMessages } from './form-lists-messages';

const headingOf: Record<FormListKind, `formLists.${FormListKind}`> = { mine: 'formLists.mine', shared: 'formLists.shared', all: 'formLists.all', managed: 'formLists.managed' };
const emptyOf: Record<FormListKind, `formLists.empty${Capitalize<FormListKind>}`> = { mine: 'formLists.emptyMine', shared: 'formLists.emptyShared', all: 'formLists.emptyAll', managed: 'formLists.emptyManaged' };
/** The switch between the lists, in this order; each shown only to those who may open it. */
const switchLinks = [
  { kind: 'mine', to: '/forms', exact: true },
  { kind: 'shared', to: '/forms/shared', exact: false },
  { kind: 'all', to: '/forms/all', exact: false },
  { kind: 'managed', to: '/forms/managed', exact: false },
] as const;

interface Props {
  kind: FormListKind;
  search: FormListSearch;
  onSearch: (patch: Partial<FormListSearch>) => void;
}

/** One form list (mine, shared, all, managed): filters, a table (cards on a phone), paging, and the offline copy notice. */
export function FormListsPage({ kind, search, onSearch }: Props) {
  const t = useT(commonMessages, formListsMessages);
  const dateTime = useDateTime();
  const isPhone = useIsPhone();
  const access = useFormListAccess();
  const list = useQuery(formListQuery(kind, search));
  const result = list.data?.data;
  const pages = result ? Math.max(1, Math.ceil(result.totalData / FORM_LIST_PAGE_SIZE)) : 1;
  const page = search.page ?? 1;
  const filtered = Boolean(search.search) || search.status !== undefined;
  const heading = t(headingOf[kind]);
  const caption = t('formLists.caption', { list: heading, page, pages });
  return (
    <div className="my-forms">
      <div className="my-forms-head">
        <h1>{heading}</h1>
        {kind === 'mine' && (
          <div className="my-forms-head-actions">
            <LinkButton to="/forms/import">{t('formLists.importOpen')}</LinkButton>
            <LinkButton to="/forms/new" variant="primary">{t('formLists.create')}</LinkButton>
          </div>
        )}
      </div>
      <nav className="form-lists-switch" aria-label={t('formLists.switch')}>
        {switchLinks.filter((link) => access[link.kind]).map((link) => (
          <Link key={link.kind} to={link.to} activeOptions={{ exact: link.exact, includeSearch: false }} activeProps={{ 'aria-current': 'page' }}>
            {t(headingOf[link.kind])}
          </Link>
        ))}
      </nav>
      <FormListsToolbar search={search} onChange={onSearch} />
      {list.data?.offlineCopyFrom && <Alert tone="warning">{t('formLists.offlineCopy', { time: dateTime(list.data.offlineCopyFrom) })}</Alert>}
      {list.isPending && <Spinner label={t('formLists.loading')} />}
      {list.isError && (
        <Alert tone="error">
          {t('formLists.loadFailed')} <Button onPress={() => void list.refetch()}>{t('common.retry')}</Button>
        </Alert>
      )}
      {result?.data.length === 0 && (
        <p>{t(filtered ? 'formLists.noMatch' : emptyOf[kind])}</p>
      )}
      {result && result.data.length > 0 && (
        <>
          <p className="muted" aria-live="polite">{t('formLists.count', { count: result.totalData })}</p>
          {isPhone
            ? <FormListsCards kind={kind} forms={result.data} caption={caption} />
            : <FormListsTable kind={kind} forms={result.data} caption={caption} />}
        </>
      )}
      {result && <Pager page={page} pages={pages} onPage={(next) => onSearch({ page: next === 1 ? undefined : next })} />}
    </div>
  );
}
