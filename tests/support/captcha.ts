import { captchaReplySchema } from '#core/api';
import { solveCaptcha } from '#offline/captcha/captcha-solve';

/** The difficulty test servers run with: a challenge takes a handful of hashes to solve. */
export const TEST_CAPTCHA_DIFFICULTY = 1;

export interface SolvedCaptcha {
  captchaId: string;
  captchaAnswer: string;
}

/** Solves the challenge of a `GET api.captcha` reply body the way a browser does. */
export async function solveCaptchaReply(body: unknown): Promise<SolvedCaptcha> {
  const reply = captchaReplySchema.parse((body as { responseData?: unknown }).responseData);
  return { captchaId: reply.captchaId, captchaAnswer: await solveCaptcha(reply.challenge) };
}
