import type { FormDesignInput, FormSettings } from '#core/forms';
import { AnsweringApi } from './answering-api';

/** The questions of every chaos form, as the respondent sees them (Vietnamese interface). */
export const chaosQuestions = {
  code: 'Mã phiếu',
  household: 'Số người trong hộ',
  satisfaction: 'Mức độ hài lòng',
  options: ['Hài lòng', 'Chưa hài lòng'],
  photo: 'Ảnh giấy tờ',
} as const;

/**
 * plain: the three questions; limited: at most `maxAnswers` answers in all; captcha: the person
 * solves a captcha (on the form when it can be loaded, else later in the outbox); attachment: a
 * required file, kept on the device and uploaded with the answer.
 */
export type ChaosKind = 'plain' | 'limited' | 'captcha' | 'attachment';

export interface ChaosForm {
  id: number;
  shortUrl: string;
  title: string;
  kind: ChaosKind;
}

const titles: Record<ChaosKind, string> = {
  plain: 'Khảo sát hộ gia đình',
  limited: 'Đăng ký có giới hạn',
  captcha: 'Góp ý có mã xác nhận',
  attachment: 'Hồ sơ kèm ảnh',
};

/** The design of one chaos form (also built as a SurveyJS page by bench/public-page). */
export function chaosFormDesign(title: string, kind: ChaosKind, maxAnswers: number): FormDesignInput {
  const settings: Partial<FormSettings> = kind === 'limited' ? { maxAnswers } : kind === 'captcha' ? { requireCaptcha: true } : {};
  return {
    title,
    phases: [{
      id: 'p1',
      elements: [
        { id: 'code', kind: 'text', title: chaosQuestions.code, required: true },
        { id: 'household', kind: 'number', title: chaosQuestions.household, required: true, min: 1, max: 20 },
        {
          id: 'satisfaction', kind: 'radio', title: chaosQuestions.satisfaction, required: true,
          options: [{ id: 'yes', label: chaosQuestions.options[0] }, { id: 'no', label: chaosQuestions.options[1] }],
        },
        ...(kind === 'attachment' ? [{ id: 'photo', kind: 'attachment' as const, title: chaosQuestions.photo, required: true, maxFiles: 1 }] : []),
      ],
    }],
    settings,
  };
}

/** Publishes one form of each kind (anonymous answers) straight on the server. */
export async function publishChaosForms(serverPort: number, maxAnswers: number): Promise<ChaosForm[]> {
  const admin = await AnsweringApi.signIn(serverPort);
  try {
    const forms: ChaosForm[] = [];
    for (const kind of ['plain', 'limited', 'captcha', 'attachment'] as const) {
      const title = `${titles[kind]} (${Date.now()})`;
      const form = await admin.publish(chaosFormDesign(title, kind, maxAnswers));
      forms.push({ id: form.id, shortUrl: form.shortUrl, title, kind });
    }
    return forms;
  } finally {
    await admin.dispose();
  }
}
