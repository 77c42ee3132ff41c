import { useIntl } from 'react-intl';
import type { AnswerWords } from './answer-text';

export function useAnswerWords(): AnswerWords {
  const intl = useIntl();
  return { yes: intl.formatMessage({ id: 'answers.yes' }), no: intl.formatMessage({ id: 'answers.no' }), other: intl.formatMessage({ id: 'answers.other' }) };
}
