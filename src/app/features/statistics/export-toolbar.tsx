import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Label, ProgressBar } from 'react-aria-components';
import { EXPORT_ID_HEADER, callPath, exportCalls } from '#core/api';
import type { AnswerFilters, ExportLayout } from '#core/api';
import { ApiError } from '#app/shared/http/api-error';
import { Alert } from '#app/shared/ui/alert';
import { Button } from '#app/shared/ui/button';
import { RadioGroup } from '#app/shared/ui/radio-group';
import { downloadFile, type DownloadProgress } from '#app/shared/http/download-file';
import { useExportPercent } from './use-export-progress';
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

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** How far a long answers export has got, as a bar and a percentage. */
function ExportPercent({ percent }: { percent: number }) {
  const t = useT(answersMessages);
  return (
    <ProgressBar className="stats-export-percent" value={percent}>
      {({ percentage, valueText }) => (
        <>
          <Label>{t('export.percent')} {valueText}</Label>
          <div className="stats-export-bar"><div className="stats-export-fill" style={{ width: `${percentage ?? 0}%` }} /></div>
        </>
      )}
    </ProgressBar>
  );
}

/** Downloads under the active filters: every answer as XLSX or CSV, or the per-question statistics. */
export function ExportToolbar({ formId, filters }: { formId: number; filters: AnswerFilters }) {
  const intl = useIntl();
  const t = useT(answersMessages, commonMessages);
  const [layout, setLayout] = useState<ExportLayout>({ multiChoice: 'joined', headers: 'titles', values: 'labels' });
  const [busy, setBusy] = useState<What | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [exportId, setExportId] = useState<string | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const percent = useExportPercent(exportId);

  const download = (what: What, signal: AbortSignal, id: string) => (what === 'statistics'
    ? downloadFile(callPath(exportCalls.statistics), { ...filters, formId, format: 'xlsx' }, `thong-ke-${formId}.xlsx`, setProgress, signal)
    : downloadFile(callPath(exportCalls.answers, { formId }), { ...filters, format: what, ...layout }, `cau-tra-loi-${formId}.${what}`, setProgress, signal, { [EXPORT_ID_HEADER]: id }));

  const start = async (what: What) => {
    const id = crypto.randomUUID();
    cancel.current = new AbortController();
    setBusy(what);
    setProgress(null);
    setOutcome(null);
    setExportId(what === 'statistics' ? null : id);
    try {
      const name = await download(what, cancel.current.signal, id);
      setOutcome({ tone: 'success', text: t('export.done', { name }) });
    } catch (error) {
      if (isAbort(error)) {
        setOutcome({ tone: 'info', text: t('export.cancelled') });
        return;
      }
      const reason = error instanceof ApiError && !error.isNetwork ? error.message : t('common.networkError');
      setOutcome({ tone: 'error', text: t('export.failed', { reason }) });
    } finally {
      setBusy(null);
      setExportId(null);
      cancel.current = null;
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
        {busy && busy !== 'statistics' && <Button variant="secondary" onPress={() => cancel.current?.abort()}>{t('export.cancel')}</Button>}
      </div>
      {busy && percent !== null && <ExportPercent percent={percent} />}
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
