import { useIntl } from 'react-intl';
import { ApiError } from '../http/api-error';
import { useDomainMessage } from '../i18n/use-message';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import type { SaveOutcome } from './use-designer-save';
import type { MessageKey } from '#core/i18n/message-keys';
import { FormStatus, type FormStatusValue } from '#core/forms/form.schema';

interface Props {
  outcome: SaveOutcome;
  status: FormStatusValue | null;
  onReload: () => void;
  onCopy: () => void;
  onKeep: () => void;
}

const errorKeys: Record<string, MessageKey> = { NETWORK: 'error.server', FORBIDDEN: 'error.notOwner', UNAUTHORIZED: 'error.unauthorized' };

/** What the last save or publish did; a version conflict offers the author explicit choices. */
export function DesignerStatus({ outcome, status, onReload, onCopy, onKeep }: Props) {
  const intl = useIntl();
  const domain = useDomainMessage();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  if (!outcome) return null;
  switch (outcome.kind) {
    case 'saved':
      return <Alert tone="success">{t('designer.saved')}</Alert>;
    case 'published': {
      const id = status === FormStatus.Active ? 'designer.published' : status === FormStatus.AwaitingReview ? 'designer.awaitingReview' : 'designer.disabled';
      return <Alert tone="success">{t(id)}</Alert>;
    }
    case 'problems':
      return <Alert tone="error">{t('designer.fixProblems', { count: outcome.count })}</Alert>;
    case 'conflict':
      return (
        <Alert tone="warning" title={t('designer.conflict.title')}>
          <span role="alert">{t('designer.conflict.body')}</span>
          <span className="button-row">
            <Button onPress={onReload}>{t('designer.conflict.reload')}</Button>
            <Button onPress={onCopy}>{t('designer.conflict.copy')}</Button>
            <Button variant="primary" onPress={onKeep}>{t('designer.conflict.keep')}</Button>
          </span>
        </Alert>
      );
    case 'error': {
      const error = outcome.error;
      let reason = intl.formatMessage({ id: 'common.networkError' });
      if (error instanceof ApiError && !error.isNetwork) {
        const key = errorKeys[error.code];
        reason = key ? domain({ key }) : error.message || domain({ key: 'error.server' });
      } else if (!(error instanceof ApiError)) {
        reason = domain({ key: 'error.server' });
      }
      return <Alert tone="error">{intl.formatMessage({ id: 'designer.saveFailed' }, { reason })}</Alert>;
    }
  }
}
