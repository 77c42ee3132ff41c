/** Behaviour switches of one app instance, read from the environment by main.ts. */
export interface ServerSettings {
  /** Fixed captcha answer for automated tests; refused in production. */
  testCaptchaAnswer: string | null;
  /** Sign-in failures allowed per window, per account and per client address. */
  loginLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  production: boolean;
  /** Where local-disk storage keeps uploaded files (DATA_DIR/files; tests use a temporary folder). */
  filesDir: string;
}

export const defaultSettings: ServerSettings = {
  testCaptchaAnswer: null,
  loginLimits: { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 },
  production: false,
  filesDir: 'data/files',
};
