import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorReportItem } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { Button } from '#app/shared/ui/button';
import { showToast } from '#app/shared/ui/toast';
import { changeReportStatus, errorReportKeys } from './error-reports-api';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { errorReportsMessages } from './error-reports-messages';

/** Marks a report handled, or puts a handled one back in process; the list refreshes after. */
export function ErrorReportStatusButton({ report }: { report: ErrorReportItem }) {
  const t = useT(commonMessages, errorReportsMessages);
  const queryClient = useQueryClient();
  const next = report.status === 1 ? 0 : 1;
  const change = useMutation({
    mutationFn: () => changeReportStatus(report.id, next),
    onSuccess: async (updated) => {
      showToast('success', t(`errorReports.changed.${updated.status}`));
      await queryClient.invalidateQueries({ queryKey: errorReportKeys.all });
    },
    onError: (error) => {
      const reason = error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError');
      showToast('error', t('errorReports.changeFailed', { reason }), { confirm: true });
    },
  });
  const named = next === 1 ? 'errorReports.markHandledNamed' : 'errorReports.markInProcessNamed';
  return (
    <Button
      variant={next === 1 ? 'primary' : 'secondary'}
      isDisabled={change.isPending}
      aria-label={t(named, { id: report.id })}
      onPress={() => change.mutate()}
    >
      {t(next === 1 ? 'errorReports.markHandled' : 'errorReports.markInProcess')}
    </Button>
  );
}
