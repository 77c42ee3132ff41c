import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId } from 'react';
import { solveInWorker } from '#offline/captcha/captcha-worker-client';
import { Button } from '#app/shared/ui/button';
import { Icon } from '#app/shared/ui/icon';
import { captchaQuery } from './captcha-query';
import { useT } from '#app/shared/i18n/use-t';
import { captchaMessages } from './captcha-messages';

type CaptchaState = 'verifying' | 'verified' | 'failed';

const stateMessage = { verifying: 'captcha.verifying', verified: 'captcha.verified', failed: 'captcha.failed' } as const;

/** Solves the challenge on screen in a worker; the answer goes to `onSolved` (once per challenge). */
function useSolvedChallenge(onSolved: (answer: string) => void): { failed: boolean } {
  const captcha = useQuery(captchaQuery);
  const challenge = captcha.data?.challenge;
  const solution = useQuery({
    queryKey: ['captcha-solution', captcha.data?.captchaId],
    queryFn: ({ signal }) => (challenge ? solveInWorker(challenge, signal) : Promise.reject(new Error('no captcha'))),
    enabled: challenge !== undefined,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const solved = useEffectEvent(onSolved);
  useEffect(() => {
    if (solution.data) solved(solution.data);
  }, [solution.data]);
  return { failed: captcha.isError || solution.isError };
}

/**
 * The captcha: an ALTCHA proof of work the device does by itself (nothing to see, type or pick,
 * so nobody is kept out, WCAG 1.1.1). A status tells screen readers "Verifying…" then "Verified";
 * when it fails (offline), a button tries again. `value` is the solved answer, '' until then.
 * Fixed size, so the form below never moves.
 */
export function CaptchaField({ value, onChange, onRefresh }: { value: string; onChange: (value: string) => void; onRefresh: () => void }) {
  const t = useT(captchaMessages);
  const queryClient = useQueryClient();
  const helpId = useId();
  const { failed } = useSolvedChallenge(onChange);
  const state: CaptchaState = value ? 'verified' : failed ? 'failed' : 'verifying';
  const retry = () => {
    onRefresh();
    void queryClient.invalidateQueries({ queryKey: captchaQuery.queryKey });
  };
  return (
    <div className="captcha" role="group" aria-label={t('captcha.label')} aria-describedby={helpId} data-state={state}>
      <div className="captcha-row">
        <p role="status" className="captcha-status">
          {state === 'verified' && <Icon name="check" />}
          {t(stateMessage[state])}
        </p>
        {state === 'failed' && (
          <Button variant="secondary" onPress={retry}>
            <Icon name="refresh" />
            {t('captcha.retry')}
          </Button>
        )}
      </div>
      <p id={helpId} className="field-description">{t('captcha.help')}</p>
    </div>
  );
}

export function useCaptchaId(): string | undefined {
  return useQuery(captchaQuery).data?.captchaId;
}
