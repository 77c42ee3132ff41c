import { type SQL, and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnswerCondition, AnswerFilters } from '#core/api';
import { OTHER_PREFIX, parseDecimal } from '#core/answers';
import { VIETNAM_UTC_OFFSET_HOURS, vietnamDayStart } from '#core/time';
import { answers, responses, users } from '#server/db/schema/index';
import { titleContains } from '#server/forms/title-search';
import { validationError } from '#server/http/api-error';

const DAY_MS = 24 * 3600 * 1000;
/** The bucket of `other:<text>` answers (radio, dropdown, checkbox). */
export const OTHER = 'other';

/**
 * When the person answered: the device's claim, never later than the server received it
 * (LEAST ignores a NULL claim).
 */
export const answeredAtSql = sql`least(${responses.submittedAt}, ${responses.receivedAt})`;

/** The Vietnam calendar day of a time (a literal interval: GROUP BY can repeat the expression). */
export const vietnamDaySql = (at: SQL) => sql`((${at} at time zone 'UTC') + ${sql.raw(`interval '${VIETNAM_UTC_OFFSET_HOURS} hours'`)})::date`;

const filterAnswer = alias(answers, 'filter_answer');
const filterUser = alias(users, 'filter_user');
/** An alias renders as its bare name: the FROM item must name the table. */
const filterAnswerFrom = sql`${answers} as ${sql.identifier('filter_answer')}`;
const filterUserFrom = sql`${users} as ${sql.identifier('filter_user')}`;

function numberOf(condition: AnswerCondition, index: number): number {
  const value = parseDecimal(condition.value);
  if (value === null) throw validationError([{ field: `where.${index}.value`, key: 'validation.notANumber' }]);
  return value;
}

function answerMatches(condition: AnswerCondition, index: number): SQL {
  const { value } = condition;
  switch (condition.op) {
    case 'contains':
      return titleContains(filterAnswer.valueText, value);
    case 'gte':
      return sql`${filterAnswer.valueNumber} >= ${numberOf(condition, index)}`;
    case 'lte':
      return sql`${filterAnswer.valueNumber} <= ${numberOf(condition, index)}`;
    case 'eq': {
      if (value === OTHER) return sql`(${filterAnswer.valueText} like ${`${OTHER_PREFIX}%`} or ${filterAnswer.valueText} like ${`%\n${OTHER_PREFIX}%`})`;
      const number = parseDecimal(value);
      // radio, dropdown, boolean and text: the whole text; checkbox: one item of the array; address: its province
      const item = sql`(jsonb_typeof(${filterAnswer.value}) = 'array' and ${filterAnswer.value} @> jsonb_build_array(${value}::text))`;
      const same = number === null ? sql`false` : sql`${filterAnswer.valueNumber} = ${number}`;
      const province = sql`${filterAnswer.value} ->> 'province' = ${value}`;
      return sql`(${filterAnswer.valueText} = ${value} or ${item} or ${same} or ${province})`;
    }
  }
}

function answerCondition(condition: AnswerCondition, index: number): SQL {
  return sql`exists (select 1 from ${filterAnswerFrom} where ${filterAnswer.responseId} = ${responses.id} and ${filterAnswer.elementId} = ${condition.elementId} and ${answerMatches(condition, index)})`;
}

function respondentCondition(search: string): SQL {
  const matches = sql`${titleContains(filterUser.name, search)} or ${titleContains(filterUser.username, search)} or ${titleContains(filterUser.email, search)}`;
  const user = sql`exists (select 1 from ${filterUserFrom} where ${filterUser.id} = ${responses.userId} and (${matches}))`;
  return sql`(${user} or ${titleContains(responses.verifiedEmail, search)} or ${titleContains(responses.verifiedPhone, search)})`;
}

function dayConditions(formId: number, filters: Pick<AnswerFilters, 'from' | 'to'>): SQL[] {
  const parts: SQL[] = [eq(responses.formId, formId)];
  if (filters.from) parts.push(sql`${answeredAtSql} >= ${vietnamDayStart(filters.from).toISOString()}::timestamptz`);
  if (filters.to) parts.push(sql`${answeredAtSql} < ${new Date(vietnamDayStart(filters.to).getTime() + DAY_MS).toISOString()}::timestamptz`);
  return parts;
}

/** The responses of a form answered within the filters' Vietnam days only: a range of responses_form_answered_idx. */
export const answeredOnDaysSql = (formId: number, filters: Pick<AnswerFilters, 'from' | 'to'>): SQL => and(...dayConditions(formId, filters)) ?? sql`true`;

/**
 * The responses of a form the answer table's filters keep, as a condition on `responses`:
 * Vietnam days inclusive, the respondent search, and every answer condition (all must hold).
 * Throws a 400 when a number comparison gets no number. Each condition is an EXISTS on one
 * response's row (index answers_response_element_idx, users' primary key): cost stays linear even
 * without planner statistics (PGlite runs no autovacuum, so it never ANALYZEs by itself).
 */
export function answerFilterSql(formId: number, filters: AnswerFilters): SQL {
  const parts: SQL[] = dayConditions(formId, filters);
  const respondent = filters.respondent?.trim();
  if (respondent) parts.push(respondentCondition(respondent));
  filters.where.forEach((condition, index) => parts.push(answerCondition(condition, index)));
  return and(...parts) ?? sql`true`;
}
