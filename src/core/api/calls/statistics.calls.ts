import { defineCall } from './define-call';
import { answerFeedQuerySchema, answerFeedSchema } from '../answer-feed.contract';
import { pagingQuerySchema } from '../envelope';
import { formIdParamsSchema, homeStatisticsSchema } from '../forms.contract';
import {
  answerDetailParamsSchema, answerDetailSchema, answerListSchema, answersChartBodySchema, answersForFilterSchema, answersQuerySchema,
  chartByDateQuerySchema, chartByDateSchema, chartTableTextQuerySchema, groupByQuestionBodySchema, groupByQuestionSchema,
  labelLanguageQuerySchema, managerStatisticalSchema, overviewStatisticalSchema, questionStatisticsSchema, textAnswerListSchema,
} from '../statistics.contract';

const form = '/api/v1/form';
/** whoever may read the form's answers: the handler checks the form (docs/statistics.md) */
const reader = 'signed-in';

/** A form's answers, its statistics and the overviews (docs/statistics.md, "Calls"). */
export const statisticsCalls = {
  answers: defineCall({ method: 'GET', path: `${form}/:id/answers`, params: formIdParamsSchema, query: pagingQuerySchema, reply: answerListSchema, permission: reader }),
  answerTable: defineCall({ method: 'GET', path: `${form}/answers-v2`, query: answersQuerySchema, reply: answerListSchema, permission: reader }),
  answersForFilter: defineCall({
    method: 'GET', path: `${form}/:id/answers-for-filter`, params: formIdParamsSchema, query: labelLanguageQuerySchema, reply: answersForFilterSchema, permission: reader,
  }),
  answerDetail: defineCall({
    method: 'GET', path: `${form}/:id/answers/:responseId`, params: answerDetailParamsSchema, query: labelLanguageQuerySchema, reply: answerDetailSchema, permission: reader,
  }),
  textAnswers: defineCall({ method: 'GET', path: `${form}/answers-chart-table-text`, query: chartTableTextQuerySchema, reply: textAnswerListSchema, permission: reader }),
  answerFeed: defineCall({ method: 'GET', path: `${form}/:id/answer-feed`, params: formIdParamsSchema, query: answerFeedQuerySchema, reply: answerFeedSchema, permission: reader }),
  groupByQuestion: defineCall({
    method: 'POST', path: `${form}/answers-group-by-question`, query: labelLanguageQuerySchema, body: groupByQuestionBodySchema, reply: groupByQuestionSchema, permission: reader,
  }),
  chart: defineCall({ method: 'POST', path: `${form}/answers-chart`, query: labelLanguageQuerySchema, body: answersChartBodySchema, reply: questionStatisticsSchema, permission: reader }),
  chartByDate: defineCall({ method: 'GET', path: `${form}/answers-chart-by-date`, query: chartByDateQuerySchema, reply: chartByDateSchema, permission: reader }),
  /** the users the caller manages (administrators: everyone): the handler scopes it */
  managerStatistical: defineCall({ method: 'GET', path: `${form}/manager-statistical`, reply: managerStatisticalSchema, permission: 'signed-in' }),
  overviewStatistical: defineCall({ method: 'GET', path: `${form}/overview-statistical`, reply: overviewStatisticalSchema, permission: 'FormManage' }),
  home: defineCall({ method: 'GET', path: `${form}/home-statistics`, reply: homeStatisticsSchema, permission: 'public' }),
};
