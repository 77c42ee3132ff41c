import { useEffect, useState } from 'react';
import { getRememberedForm, retryWithProof, shortUrlOfForm } from '#offline/index';
import type { VerifyChannel } from '#app/shared/verification/verification-api';
import { VerificationStep } from '#app/shared/verification/verification-step';
import { showToast } from '#app/shared/ui/toast';
import { useT } from '#app/shared/i18n/use-t';
import { syncMessages } from './sync-messages';

/**
 * The email or SMS code the server asked for, entered right in the outbox: the proof is written
 * into the kept answer (its answers untouched) and the answer is sent again.
 */
export function VerificationRetry({ responseId, formId }: { responseId: string; formId: number }) {
  const t = useT(syncMessages);
  const [channel, setChannel] = useState<VerifyChannel | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const shortUrl = await shortUrlOfForm(formId).catch(() => null);
      const form = shortUrl ? await getRememberedForm(shortUrl).catch(() => null) : null;
      const wanted = form?.design.settings.verification;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the effect's cleanup clears it while this awaits; the narrowing cannot see that
      if (live && (wanted === 'email' || wanted === 'sms')) setChannel(wanted);
    })();
    return () => {
      live = false;
    };
  }, [formId]);
  if (!channel) return null;
  return (
    <VerificationStep
      formId={formId}
      channel={channel}
      verified={null}
      missing={false}
      canWait={false}
      onUnreachable={() => showToast('error', t('sync.problem.NETWORK_ERROR'))}
      onVerified={(proof) => {
        if (!proof) return;
        retryWithProof(responseId, { verificationToken: proof.token })
          .catch(() => showToast('error', t('sync.actionFailed')));
      }}
    />
  );
}
