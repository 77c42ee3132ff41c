import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormSummary } from '#core/forms';
import { ApiError } from '#app/shared/http/api-error';
import { Button } from '#app/shared/ui/button';
import { LinkButton } from '#app/shared/ui/link-button';
import { shortLinkUrl } from '#app/shared/lib/short-link-url';
import { showToast } from '#app/shared/ui/toast';
import { cloneForm, deleteForm, formListKeys } from './form-lists-api';
import { ConfirmDialog } from '#app/shared/ui/confirm-dialog';
import { DownloadFormJson } from './download-form-json';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { formListsMessages } from './form-lists-messages';
import { formsMessages } from '#app/shared/forms/forms-messages';

/** The visible title of a form, never empty. */
export function useFormTitle(): (form: FormSummary) => string {
  const t = useT(commonMessages, formListsMessages, formsMessages);
  return (form) => form.title.trim() || t('forms.untitled');
}

/** Open the designer, copy the short link, clone (owner and editors), delete (owner only, after asking). */
export function FormListsActions({ form }: { form: FormSummary }) {
  const t = useT(commonMessages, formListsMessages, formsMessages);
  const title = useFormTitle()(form);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const failed = (error: unknown) => {
    const reason = error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError');
    showToast('error', t('formLists.actionFailed', { reason }), { confirm: true });
  };
  const clone = useMutation({
    mutationFn: () => cloneForm(form.id),
    onSuccess: async (id) => {
      showToast('success', t('formLists.cloned'));
      await queryClient.invalidateQueries({ queryKey: formListKeys.all });
      await navigate({ to: '/forms/$id/edit', params: { id } });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => deleteForm(form.id),
    onSuccess: async () => {
      setAsking(false);
      showToast('success', t('formLists.deleted', { title }));
      await queryClient.invalidateQueries({ queryKey: formListKeys.all });
    },
    onError: (error) => {
      setAsking(false);
      failed(error);
    },
  });
  const url = shortLinkUrl(form.shortUrl);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast('success', t('formLists.copied', { url }));
    } catch {
      showToast('info', t('formLists.copyFailed', { url }));
    }
  };
  return (
    <div className="form-actions">
      <LinkButton to="/forms/$id/edit" params={{ id: form.id }} variant="primary" aria-label={t('formLists.openNamed', { title })}>
        {t('formLists.open')}
      </LinkButton>
      <LinkButton to="/forms/$id/results" params={{ id: form.id }} aria-label={t('forms.resultsNamed', { title })}>{t('forms.results')}</LinkButton>
      <Button onPress={() => void copyLink()} aria-label={t('formLists.copyLinkNamed', { title })}>{t('formLists.copyLink')}</Button>
      <DownloadFormJson id={form.id} title={title} />
      {form.access !== 'viewer' && (
        <Button isDisabled={clone.isPending} onPress={() => clone.mutate()} aria-label={t('formLists.cloneNamed', { title })}>
          {clone.isPending ? t('formLists.cloning') : t('formLists.clone')}
        </Button>
      )}
      {form.access === 'owner' && (
        <>
          <Button variant="danger" onPress={() => setAsking(true)} aria-label={t('formLists.deleteNamed', { title })}>{t('formLists.delete')}</Button>
          <ConfirmDialog
            isOpen={asking}
            tone="danger"
            title={t('formLists.deleteTitle', { title })}
            confirmLabel={remove.isPending ? t('formLists.deleting') : t('formLists.delete')}
            cancelLabel={t('common.cancel')}
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            onCancel={() => setAsking(false)}
          >
            <p>{t('formLists.deleteBody')}</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}
