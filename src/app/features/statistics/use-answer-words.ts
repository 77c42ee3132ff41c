import { useWallClockFormat } from '#app/shared/i18n/use-date-time';
import type { AnswerWords } from './answer-text';
import { useT } from '#app/shared/i18n/use-t';
import { answersMessages } from './answers-messages';

export function useAnswerWords(): AnswerWords {
  const t = useT(answersMessages);
  const formatWallClock = useWallClockFormat();
  return {
    yes: t('answers.yes'), no: t('answers.no'), other: t('answers.other'),
    date: (text, withTime) => formatWallClock(text, withTime ? 'dateTime' : 'date'),
  };
}
