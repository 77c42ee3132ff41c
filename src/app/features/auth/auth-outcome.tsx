import { ApiError } from '#app/shared/http/api-error';
import { Alert } from '#app/shared/ui/alert';
import { useDateFormat } from '#app/shared/i18n/use-date-time';
import { useT } from '#app/shared/i18n/use-t';
import { authMessages } from './auth-messages';

/** Where a sign-in page's form stands (SPEC 2: incomplete input, in progress, success, failure). */
export type AuthOutcome =
  | { kind: 'idle' } | { kind: 'incomplete' } | { kind: 'progress' } | { kind: 'success' }
  /** retryAt: when the server slowed the call down (429), the time it may be tried again */
  | { kind: 'failed'; message: string; retryAt: Date | null };

/** The failure a call's error makes: the server's message (else `fallback`) and when to retry. */
export function failedOutcome(error: unknown, fallback: string, networkError: string): AuthOutcome {
  const message = error instanceof ApiError ? (error.isNetwork ? networkError : error.message || fallback) : fallback;
  const wait = error instanceof ApiError ? error.retryAfter : null;
  return { kind: 'failed', message, retryAt: wait === null ? null : new Date(Date.now() + wait * 1000) };
}

/** The alerts of an outcome; `progress` and `success` are the page's own words. */
export function OutcomeAlerts({ outcome, progress, success }: { outcome: AuthOutcome; progress: string; success: string }) {
  const t = useT(authMessages);
  const formatDate = useDateFormat();
  return (
    <>
      <div aria-live="polite">
        {outcome.kind === 'incomplete' && <Alert tone="warning">{t('auth.incomplete')}</Alert>}
        {outcome.kind === 'progress' && <Alert tone="info">{progress}</Alert>}
        {outcome.kind === 'success' && <Alert tone="success">{success}</Alert>}
      </div>
      {outcome.kind === 'failed' && (
        <Alert tone="error">
          {outcome.message}
          {outcome.retryAt && (
            <>
              <br />
              {t('auth.retryAt', { time: formatDate(outcome.retryAt, 'timeSeconds') })}
            </>
          )}
        </Alert>
      )}
    </>
  );
}
