import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#app/shared/http/api-error';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { TextField } from '#app/shared/ui/text-field';
import { showToast } from '#app/shared/ui/toast';
import { approveForm, rejectForm, reviewKeys } from './review-api';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { reviewMessages } from './review-messages';

const REASON_ID = 'review-reject-reason';

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** Approve (publishes the form) or reject with a reason the owner will read. */
export function ReviewDecision({ formId, title, onDone }: { formId: number; title: string; onDone: () => void }) {
  const domain = useDomainMessage();
  const t = useT(commonMessages, reviewMessages);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: Decision) => (decision.kind === 'approve' ? approveForm(formId) : rejectForm(formId, decision.reason)),
    onSuccess: async (_, decision) => {
      showToast('success', t(decision.kind === 'approve' ? 'reviewQueue.approved' : 'reviewQueue.rejected', { title }));
      await queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      onDone();
    },
    onError: async (error) => {
      const reasonText = error instanceof ApiError && !error.isNetwork ? (error.fieldError('reason') ?? error.message) : t('common.networkError');
      setFailure(t('reviewQueue.failed', { reason: reasonText }));
      // another reviewer may have decided meanwhile: show the form as it is now
      await queryClient.invalidateQueries({ queryKey: reviewKeys.detail(formId) });
    },
  });
  const reject = () => {
    const text = reason.trim();
    setReasonMissing(text === '');
    if (text !== '') decide.mutate({ kind: 'reject', reason: text });
    else document.getElementById(REASON_ID)?.focus();
  };
  return (
    <section className="card review-decision" aria-labelledby="review-decision-heading">
      <h2 id="review-decision-heading">{t('reviewQueue.decision')}</h2>
      <div aria-live="assertive">{failure && <Alert tone="error">{failure}</Alert>}</div>
      <Button variant="primary" isDisabled={decide.isPending} onPress={() => decide.mutate({ kind: 'approve' })}>
        {decide.isPending ? t('reviewQueue.working') : t('reviewQueue.approve')}
      </Button>
      <div className="review-reject">
        <TextField
          id={REASON_ID}
          label={t('reviewQueue.rejectReason')}
          multiline
          isRequired
          validationBehavior="aria"
          value={reason}
          maxLength={2000}
          onChange={(value) => {
            setReason(value);
            if (value.trim() !== '') setReasonMissing(false);
          }}
          errorMessage={reasonMissing ? domain({ key: 'validation.reasonRequired' }) : undefined}
        />
        <Button variant="danger" isDisabled={decide.isPending} onPress={reject}>{t('reviewQueue.reject')}</Button>
      </div>
    </section>
  );
}
