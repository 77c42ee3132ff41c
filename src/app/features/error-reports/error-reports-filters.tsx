import { useQuery } from '@tanstack/react-query';
import { type SubmitEvent, useState } from 'react';
import { Button } from '#app/shared/ui/button';
import { NativeSelect } from '#app/shared/ui/native-select';
import { TextField } from '#app/shared/ui/text-field';
import { type ErrorReportFilters, reportFormChoicesQuery } from './error-reports-api';
import { useT } from '#app/shared/i18n/use-t';
import { errorReportsMessages } from './error-reports-messages';

/** Status and form apply at once; the text search applies on Enter or the Search button. Any change goes back to page 1. */
export function ErrorReportsFilters({ filters, onChange }: { filters: ErrorReportFilters; onChange: (next: ErrorReportFilters) => void }) {
  const t = useT(errorReportsMessages);
  const [text, setText] = useState(filters.search ?? '');
  const forms = useQuery(reportFormChoicesQuery());
  const apply = (patch: Partial<ErrorReportFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    apply({ search: text.trim() || undefined });
  };
  const formOptions = (forms.data?.data ?? []).map((f) => ({ value: String(f.id), label: f.title.trim() || t('errorReports.untitled') }));
  return (
    <form role="search" aria-label={t('errorReports.filters')} className="error-reports-filters" onSubmit={submit}>
      <NativeSelect
        label={t('errorReports.status')}
        value={filters.status === undefined ? '' : String(filters.status)}
        placeholder={t('errorReports.status.all')}
        options={[{ value: '0', label: t('errorReports.status.0') }, { value: '1', label: t('errorReports.status.1') }]}
        onChange={(value) => apply({ status: value === '1' ? 1 : value === '0' ? 0 : undefined })}
      />
      {forms.isSuccess && (
        <NativeSelect
          label={t('errorReports.form')}
          value={filters.formId === undefined ? '' : String(filters.formId)}
          placeholder={t('errorReports.form.all')}
          options={formOptions}
          onChange={(value) => apply({ formId: value ? Number(value) : undefined })}
        />
      )}
      <div className="error-reports-search">
        <TextField label={t('errorReports.search')} type="search" value={text} onChange={setText} />
        <Button type="submit" variant="primary">{t('errorReports.searchButton')}</Button>
      </div>
    </form>
  );
}
