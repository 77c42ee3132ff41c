import { randomUUID } from 'node:crypto';
import { request } from '@playwright/test';
import { api } from '#core/api';
import type { Answers } from '#core/answers';
import type { BatchReply } from '#core/api';
import type { FormDesignInput } from '#core/forms';
import { AnsweringApi, type PublishedForm } from './answering-api';
import type { Lang } from './languages';

/** The questions and option labels of the seeded form, per language. */
export const statsTexts = {
  vi: {
    satisfaction: 'Mức độ hài lòng với dịch vụ', verySatisfied: 'Rất hài lòng', satisfied: 'Hài lòng', unsatisfied: 'Chưa hài lòng',
    channels: 'Bạn biết đến dịch vụ qua kênh nào?', portal: 'Cổng dịch vụ công', social: 'Mạng xã hội', friends: 'Người quen',
    visits: 'Số lần sử dụng trong năm', opinion: 'Góp ý của bạn',
  },
  en: {
    satisfaction: 'How satisfied are you with the service?', verySatisfied: 'Very satisfied', satisfied: 'Satisfied', unsatisfied: 'Not satisfied',
    channels: 'How did you hear about the service?', portal: 'Public service portal', social: 'Social media', friends: 'Friends',
    visits: 'Visits this year', opinion: 'Your suggestions',
  },
} as const;
export type StatsTexts = (typeof statsTexts)[Lang];

function design(title: string, f: StatsTexts): FormDesignInput {
  return {
    title,
    phases: [{ id: 'p1', elements: [
      { id: 'sat', kind: 'radio', title: f.satisfaction, options: [{ id: 'very', label: f.verySatisfied }, { id: 'ok', label: f.satisfied }, { id: 'no', label: f.unsatisfied }] },
      { id: 'chan', kind: 'checkbox', title: f.channels, options: [{ id: 'portal', label: f.portal }, { id: 'social', label: f.social }, { id: 'friends', label: f.friends }] },
      { id: 'visits', kind: 'number', title: f.visits, min: 0, max: 100 },
      { id: 'opinion', kind: 'text', title: f.opinion },
    ] }],
  };
}

/**
 * Twelve answers with known values: satisfaction very ×5, ok ×4, no ×3; channels by the pattern
 * below; visits 1..12; a suggestion in every answer but the last two.
 */
export const seededAnswers: readonly Answers[] = Array.from({ length: 12 }, (_, i) => {
  const answers: Answers = {
    sat: i < 5 ? 'very' : i < 9 ? 'ok' : 'no',
    chan: i % 3 === 0 ? ['portal', 'social'] : i % 3 === 1 ? ['portal'] : ['friends'],
    visits: i + 1,
  };
  if (i < 10) answers.opinion = `Góp ý số ${i + 1}`;
  return answers;
});

/** How many seeded answers hold this value (computed from the list, not from the app). */
export function countWhere(test: (answers: Answers) => boolean): number {
  return seededAnswers.filter(test).length;
}

export interface SeededForm extends PublishedForm {
  title: string;
}

/** Publishes the form as the administrator and sends the twelve answers as an anonymous citizen. */
export async function seedStatisticsForm(serverPort: number, lang: Lang): Promise<SeededForm> {
  const title = `${lang === 'vi' ? 'Khảo sát mức độ hài lòng' : 'Satisfaction survey'} ${Date.now()}`;
  const admin = await AnsweringApi.signIn(serverPort);
  const form = await admin.publish(design(title, statsTexts[lang]));
  await admin.dispose();
  const citizen = await request.newContext({ baseURL: `http://127.0.0.1:${serverPort}`, extraHTTPHeaders: { 'x-company-id': '1' } });
  const now = Date.now();
  const responses = seededAnswers.map((answers, i) => ({
    responseId: randomUUID(), formId: form.id, answers, submittedAt: new Date(now - (i + 1) * 60 * 60 * 1000).toISOString(),
  }));
  const reply = await citizen.post(api.saveResponses, { data: { responses } });
  if (!reply.ok()) throw new Error(`answers not saved: ${reply.status()} ${await reply.text()}`);
  const body = (await reply.json()) as { responseData: BatchReply };
  const refused = body.responseData.results.filter((r) => r.status !== 'saved');
  if (refused.length > 0) throw new Error(`answers refused: ${JSON.stringify(refused)}`);
  await citizen.dispose();
  return { ...form, title };
}
