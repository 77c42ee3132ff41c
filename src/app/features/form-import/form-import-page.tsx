import './form-import.css';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import type { FieldError } from '#core/api';
import type { FormDesign, FormDetail } from '#core/forms';
import { ApiError } from '#app/shared/http/api-error';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { previewImport } from './form-import-api';
import { ImportPreview } from './import-preview';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { formImportMessages } from './form-import-messages';

const accepted = ['.xlsx', '.json', 'application/json', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** Creates the form (the route gives the designer's call, which also refreshes the lists). */
export type CreateImportedForm = (design: FormDesign) => Promise<FormDetail>;

/** /forms/import: choose a file, see what it would become and what was not carried, then create the form and open the designer. */
export function FormImportPage({ create: createForm }: { create: CreateImportedForm }) {
  const t = useT(commonMessages, formImportMessages);
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({ mutationFn: previewImport });
  const create = useMutation({
    mutationFn: createForm,
    onSuccess: async (form) => {
      showToast('success', t('import.created', { title: form.design.title }));
      await navigate({ to: '/forms/$id/edit', params: { id: form.id } });
    },
  });
  const choose = (chosen: File | null) => {
    setFile(chosen);
    create.reset();
    if (chosen) preview.mutate(chosen);
    else preview.reset();
  };
  const error = preview.error;
  const problems: FieldError[] = error instanceof ApiError ? error.errors : [];
  const reason = (e: Error) => (e instanceof ApiError && e.isNetwork ? t('common.networkError') : e.message);
  return (
    <div className="form-import">
      <h1>{t('import.title')}</h1>
      <p className="muted">{t('import.help')}</p>
      <div className="form-import-choose">
        <FileTrigger acceptedFileTypes={accepted} onSelect={(files) => choose(files?.[0] ?? null)}>
          <Button>{t('import.choose')}</Button>
        </FileTrigger>
        {file && <span>{t('import.chosen', { name: file.name })}</span>}
      </div>
      {preview.isPending && <p role="status">{t('import.reading')}</p>}
      {error && (
        <Alert tone="error">
          {t('import.refused', { message: reason(error) })}
          {problems.length > 0 && (
            <ul aria-label={t('import.problems')}>
              {problems.slice(0, 20).map((p) => <li key={`${p.field}-${p.message}`}><code>{p.field}</code>: {p.message}</li>)}
            </ul>
          )}
        </Alert>
      )}
      {preview.data && (
        <>
          <ImportPreview outcome={preview.data} />
          {create.error && <Alert tone="error">{t('import.createFailed', { reason: reason(create.error) })}</Alert>}
          <Button variant="primary" isDisabled={create.isPending} onPress={() => create.mutate(preview.data.design)}>
            {create.isPending ? t('import.creating') : t('import.create')}
          </Button>
        </>
      )}
    </div>
  );
}
