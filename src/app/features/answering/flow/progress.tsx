import { Label, ProgressBar } from 'react-aria-components';
import { useT } from '#app/shared/i18n/use-t';
import { answerFlowMessages } from './answer-flow-messages';

/** "Page 2 of 4" as text and as a bar; only for forms of more than one page. */
export function FlowProgress({ position, total }: { position: number; total: number }) {
  const t = useT(answerFlowMessages);
  const text = t('answerFlow.pageOf', { current: position, total });
  return (
    <ProgressBar className="flow-progress" value={position} minValue={0} maxValue={total} valueLabel={text}>
      {({ percentage, valueText }) => (
        <>
          <Label className="sr-only">{t('answerFlow.progressLabel')}</Label>
          <span className="flow-progress-text">{valueText}</span>
          <span className="flow-progress-track" aria-hidden="true">
            <span className="flow-progress-fill" style={{ width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </ProgressBar>
  );
}
