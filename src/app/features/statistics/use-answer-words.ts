import { useIntl } from 'react-intl';
import { useWallClockFormat } from '#app/shared/i18n/use-date-time';
import type { AnswerWords } from './answer-text';

export function useAnswerWords(): AnswerWords {
  const intl = useIntl();
  const formatWallClock = useWallClockFormat();
  return {
    yes: intl.formatMessage({ id: 'answers.yes' }), no: intl.formatMessage({ id: 'answers.no' }), other: intl.formatMessage({ id: 'answers.other' }),
    date: (text, withTime) => formatWallClock(text, withTime ? 'dateTime' : 'date'),
  };
}
