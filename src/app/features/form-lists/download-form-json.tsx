import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#app/shared/http/api-error';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { downloadFormJson } from './form-lists-api';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { formListsMessages } from './form-lists-messages';

/** "Download as JSON": the form in this site's own JSON, which "Import a form" reads back (here or on another installation). */
export function DownloadFormJson({ id, title }: { id: number; title: string }) {
  const t = useT(commonMessages, formListsMessages);
  const download = useMutation({
    mutationFn: () => downloadFormJson(id, title),
    onSuccess: (name) => showToast('success', t('formLists.downloaded', { name })),
    onError: (error) => {
      const reason = error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError');
      showToast('error', t('formLists.downloadFailed', { reason }), { confirm: true });
    },
  });
  return (
    <Button isDisabled={download.isPending} onPress={() => download.mutate()} aria-label={t('formLists.downloadNamed', { title })}>
      {t('formLists.download')}
    </Button>
  );
}
