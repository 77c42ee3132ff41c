import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '#core/api';
import type { AnswerFilters, ExportLayout } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { RadioGroup } from '#app/shared/ui/radio-group';
import { downloadFile, type DownloadProgress } from '#app/shared/http/download-file';
import { useT } from '#app/shared/i18n/use-t';
import { answersMessages } from './answers-messages';
import { commonMessages } from '#app/shared/i18n/common-messages';

type What = 'xlsx' | 'csv' | 'statistics';

/** How the answers file reads: multi-choice columns, header row, option labels or stored values (docs/exports.md). */
function LayoutChoices({ layout, onChange }: { layout: ExportLayout; onChange: (layout: ExportLayout) => void }) {
  const t = useT(answersMessages, commonMessages);
  const choice = <K extends keyof ExportLayout>(key: K, ids: readonly ExportLayout[K][]) => (
    <RadioGroup label={t(`export.${key}`)} value={layout[key]} orientation="horizontal"
      onChange={(value) => onChange({ ...layout, [key]: value as ExportLayout[K] })}
      options={ids.map((id) => ({ id, label: t.ifKnown(`export.${key}.${id}`, id) }))} />
  );
  return (
    <>
      {choice('multiChoice', ['joined', 'columns'])}
      {choice('headers', ['titles', 'names'])}
      {choice('values', ['labels', 'values'])}
    </>
  );
}

/** Downloads under the active filters: every answer as XLSX or CSV, or the per-question statistics. */
export function ExportToolbar({ formId, filters }: { formId: number; filters: AnswerFilters }) {
  const intl = useIntl();
  const t = useT(answersMessages, commonMessages);
  const [layout, setLayout] = useState<ExportLayout>({ multiChoice: 'joined', headers: 'titles', values: 'labels' });
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
        : await downloadFile(api.exportAnswers(formId), { ...filters, format: what, ...layout }, `cau-tra-loi-${formId}.${what}`, setProgress);
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
      <LayoutChoices layout={layout} onChange={setLayout} />
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
