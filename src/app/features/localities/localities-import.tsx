import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FieldError } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import type { LocalityListId } from '#core/forms';
import { MAX_IMPORT_BYTES, importLocalities, localityCountsKey } from './localities-api';
import { useT } from '#app/shared/i18n/use-t';
import { localitiesAdminMessages } from './localities-messages';

/** A file refused before sending; its message is one of the catalogue's ids. */
class LocalFileError extends Error {
  constructor(readonly id: 'localitiesAdmin.tooLarge' | 'localitiesAdmin.notJson') {
    super(id);
  }
}

async function readJson(file: File): Promise<unknown> {
  if (file.size > MAX_IMPORT_BYTES) throw new LocalFileError('localitiesAdmin.tooLarge');
  try {
    return JSON.parse(await file.text());
  } catch {
    throw new LocalFileError('localitiesAdmin.notJson');
  }
}

/** Choose the official file, then import it as the list chosen on the page: the result counts, or why it was refused, field by field. */
export function LocalitiesImport({ list }: { list: LocalityListId }) {
  const intl = useIntl();
  const t = useT(localitiesAdminMessages);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: async (chosen: File) => importLocalities(list, await readJson(chosen)),
    onSuccess: (counts) => queryClient.setQueryData(localityCountsKey(counts.list), counts),
  });
  const error = upload.error;
  const problems: FieldError[] = error instanceof ApiError ? error.errors : [];
  return (
    <section className="card localities-import" aria-labelledby="localities-import-heading">
      <h2 id="localities-import-heading">{t('localitiesAdmin.import')}</h2>
      <p className="muted">{t('localitiesAdmin.importHelp')}</p>
      <div className="localities-import-row">
        <FileTrigger acceptedFileTypes={['application/json', '.json']} onSelect={(files) => { setFile(files?.[0] ?? null); upload.reset(); }}>
          <Button>{t('localitiesAdmin.choose')}</Button>
        </FileTrigger>
        {file && <span>{t('localitiesAdmin.chosen', { name: file.name })}</span>}
      </div>
      <Button variant="primary" isDisabled={!file || upload.isPending} onPress={() => file && upload.mutate(file)}>
        {upload.isPending ? t('localitiesAdmin.importing') : t('localitiesAdmin.submit')}
      </Button>
      {upload.isSuccess && <Alert tone="success">{t('localitiesAdmin.done', { provinces: intl.formatNumber(upload.data.provinces), districts: intl.formatNumber(upload.data.districts), wards: intl.formatNumber(upload.data.wards) })}</Alert>}
      {error && (
        <Alert tone="error">
          {t('localitiesAdmin.refused', { message: error instanceof LocalFileError ? t(error.id) : error.message })}
          {problems.length > 0 && (
            <ul className="localities-problems" aria-label={t('localitiesAdmin.problems')}>
              {problems.slice(0, 50).map((p) => <li key={`${p.field}-${p.message}`}><code>{p.field}</code>: {p.message}</li>)}
            </ul>
          )}
        </Alert>
      )}
    </section>
  );
}
