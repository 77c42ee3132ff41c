import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '#core/api';
import type { AnswerFilters } from '#core/api';
import { ApiError } from '../http/api-error';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { RadioGroup } from '../ui/radio-group';
import { downloadFile, type DownloadProgress } from './download';

type Layout = 'joined' | 'columns';
type What = 'xlsx' | 'csv' | 'statistics';

/** Downloads under the active filters: every answer as XLSX or CSV, or the per-question statistics. */
export function ExportToolbar({ formId, filters }: { formId: number; filters: AnswerFilters }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [layout, setLayout] = useState<Layout>('joined');
  const [busy, setBusy] = useState<What | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const start = async (what: What) => {
    setBusy(what);
    setProgress(null);
    setOutcome(null);
    try {
      const name = what === 'statistics'
        ? await downloadFile(api.exportQuestionStatistical, { ...filters, formId, format: 'xlsx' }, `thong-ke-${formId}.xlsx`, setProgress)
        : await downloadFile(api.exportAnswers(formId), { ...filters, format: what, multiChoice: layout }, `cau-tra-loi-${formId}.${what}`, setProgress);
      setOutcome({ tone: 'success', text: t('export.done', { name }) });
    } catch (error) {
      const reason = error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError');
      setOutcome({ tone: 'error', text: t('export.failed', { reason }) });
    } finally {
      setBusy(null);
    }
  };
  const label = (what: What) => (busy === what ? t('export.working') : t(`export.${what}`));
  return (
    <section className="card stats-export" aria-labelledby="stats-export-heading">
      <h2 id="stats-export-heading">{t('export.title')}</h2>
      <RadioGroup label={t('export.multiChoice')} value={layout} onChange={(value) => setLayout(value as Layout)} orientation="horizontal"
        options={[{ id: 'joined', label: t('export.joined') }, { id: 'columns', label: t('export.columns') }]} />
      <div className="stats-export-actions">
        {(['xlsx', 'csv', 'statistics'] as const).map((what) => (
          <Button key={what} variant={what === 'xlsx' ? 'primary' : 'secondary'} isDisabled={busy !== null} onPress={() => void start(what)}>
            {label(what)}
          </Button>
        ))}
      </div>
      <p className="muted stats-export-progress" role="status" aria-live="polite">
        {busy && progress && t(progress.rows === null ? 'export.progressBytes' : 'export.progress', {
          size: intl.formatNumber(progress.bytes / 1024, { maximumFractionDigits: 0 }),
          rows: intl.formatNumber(progress.rows ?? 0),
        })}
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </section>
  );
}
