import { z } from 'zod';

/** An ALTCHA (v2) proof-of-work challenge as the server issues it, signed with a secret only it holds. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal('SHA-256'),
    nonce: z.string().regex(/^[0-9a-f]{2,64}$/),
    salt: z.string().regex(/^[0-9a-f]{2,64}$/),
    cost: z.number().int().min(1).max(100_000),
    keyLength: z.number().int().min(16).max(64),
    keyPrefix: z.string().regex(/^[0-9a-f]{1,16}$/),
    // exactOptional: absent or a number, as altcha-lib's Challenge reads it (JSON carries no undefined)
    expiresAt: z.number().int().positive().exactOptional(),
  }),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaSolutionSchema = z.object({
  counter: z.number().int().min(0).max(2 ** 32 - 1),
  derivedKey: z.string().regex(/^[0-9a-f]{2,128}$/),
});
export type CaptchaSolution = z.infer<typeof captchaSolutionSchema>;

/** What a solved captcha sends back: the challenge as issued and the counter found for it. */
const captchaPayloadSchema = z.object({ challenge: captchaChallengeSchema, solution: captchaSolutionSchema });
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;

/** The longest `captchaAnswer` a client sends (the encoded payload), for the API contracts. */
export const MAX_CAPTCHA_ANSWER_LENGTH = 1000;

/** null for anything that is not a well-formed payload (a wrong answer, not an error); encodeCaptchaPayload writes one. */
export function decodeCaptchaPayload(answer: string): CaptchaPayload | null {
  try {
    const parsed = captchaPayloadSchema.safeParse(JSON.parse(answer));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
