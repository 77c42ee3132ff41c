import { ApiError } from '#app/shared/http/api-error';
import { useDomainMessage } from '#app/shared/i18n/use-message';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import type { SaveOutcome } from './use-designer-save';
import type { MessageKey } from '#core/i18n';
import { FormStatus, type FormStatusValue } from '#core/forms';
import { useT } from '#app/shared/i18n/use-t';
import { commonMessages } from '#app/shared/i18n/common-messages';
import { designerMessages } from '#app/features/designer/designer-messages';
import { designerOfflineMessages } from './designer-offline-messages';

interface Props {
  outcome: SaveOutcome;
  status: FormStatusValue | null;
  /** reopens a conflict the author put off */
  onResolve: () => void;
}

const errorKeys: Record<string, MessageKey> = { NETWORK: 'error.server', FORBIDDEN: 'error.notOwner', UNAUTHORIZED: 'error.unauthorized' };

/** Outcomes told as information, not as errors (the work is safe). */
const infoIds: Partial<Record<NonNullable<SaveOutcome>['kind'], `designerOffline.${'storedOffline' | 'publishOffline' | 'merged' | 'resolved' | 'discarded'}`>> = {
  storedOffline: 'designerOffline.storedOffline',
  publishOffline: 'designerOffline.publishOffline',
  merged: 'designerOffline.merged',
  resolved: 'designerOffline.resolved',
  discarded: 'designerOffline.discarded',
};
const successIds: Partial<Record<NonNullable<SaveOutcome>['kind'], 'designer.saved' | 'designerOffline.sentLater' | 'designerOffline.copied'>> = {
  saved: 'designer.saved',
  sentLater: 'designerOffline.sentLater',
  copied: 'designerOffline.copied',
};

/** What the last save, publish or sync did; a conflict waiting for the author offers to resolve it. */
export function DesignerStatus({ outcome, status, onResolve }: Props) {
  const domain = useDomainMessage();
  const t = useT(commonMessages, designerMessages, designerOfflineMessages);
  if (!outcome) return null;
  const info = infoIds[outcome.kind];
  if (info) return <Alert tone="info">{t(info)}</Alert>;
  const success = successIds[outcome.kind];
  if (success) return <Alert tone="success">{t(success)}</Alert>;
  switch (outcome.kind) {
    case 'published': {
      const id = status === FormStatus.Active ? 'designer.published' : status === FormStatus.AwaitingReview ? 'designer.awaitingReview' : 'designer.disabled';
      return <Alert tone="success">{t(id)}</Alert>;
    }
    case 'problems':
      return <Alert tone="error">{t('designer.fixProblems', { count: outcome.count })}</Alert>;
    case 'conflict':
      return (
        <Alert tone="warning">
          <span className="draft-notice">
            <span>{t('designerOffline.conflictWaiting')}</span>
            <Button variant="primary" onPress={onResolve}>{t('designerOffline.resolve')}</Button>
          </span>
        </Alert>
      );
    case 'error': {
      const error = outcome.error;
      let reason = t('common.networkError');
      if (error instanceof ApiError && !error.isNetwork) {
        const key = errorKeys[error.code];
        const fields = error.errors.map((e) => e.message).join('; ');
        reason = key ? domain({ key }) : fields || error.message || domain({ key: 'error.server' });
      } else if (!(error instanceof ApiError)) {
        reason = domain({ key: 'error.server' });
      }
      return <Alert tone="error">{t('designer.saveFailed', { reason })}</Alert>;
    }
    default:
      return null;
  }
}
