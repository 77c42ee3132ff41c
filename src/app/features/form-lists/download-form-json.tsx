import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError } from '#app/shared/http/api-error';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { downloadFormJson } from './form-lists-api';

/** "Download as JSON": the form in this site's own JSON, which "Import a form" reads back (here or on another installation). */
export function DownloadFormJson({ id, title }: { id: number; title: string }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const download = useMutation({
    mutationFn: () => downloadFormJson(id, title),
    onSuccess: (name) => showToast('success', t('import.downloaded', { name })),
    onError: (error) => {
      const reason = error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError');
      showToast('error', t('import.downloadFailed', { reason }), { confirm: true });
    },
  });
  return (
    <Button isDisabled={download.isPending} onPress={() => download.mutate()} aria-label={t('import.downloadNamed', { title })}>
      {t('import.download')}
    </Button>
  );
}
