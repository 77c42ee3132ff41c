/** Behaviour switches of one app instance, read from the environment by main.ts. */
export interface ServerSettings {
  /** CAPTCHA_DIFFICULTY: zero hex digits a captcha's proof of work must find (16^n hashes on average). */
  captchaDifficulty: number;
  production: boolean;
  /** Where local-disk storage keeps uploaded files (DATA_DIR/files; tests use a temporary folder). */
  filesDir: string;
  /** SMTP_URL, e.g. smtp://user:pass@host:587; null: mail is logged (development only). */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of one-time codes. */
  mailFrom: string;
  /** SMS_HTTP_URL / SMS_HTTP_TOKEN: the SMS gateway (POST JSON {to, text}); null: SMS is logged (development only). */
  smsHttpUrl: string | null;
  smsHttpToken: string | null;
  /** One-time codes: requests per target and per client address within windowSeconds. */
  otpLimits: { perTarget: number; perAddress: number; windowSeconds: number };
  /** Error reports accepted per client address per hour. */
  errorReportsPerHour: number;
  /**
   * Answer submissions (a batch counts once) per window, per client address when nobody is signed
   * in, else per user; 0 turns that limit off. SUBMISSIONS_PER_MINUTE sets both.
   */
  submissionLimits: { perAddress: number; perUser: number; windowSeconds: number };
  /** Self-service password-reset requests per account and per client network within windowSeconds. */
  passwordResetLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  /** PUBLIC_URL (origin, no trailing slash): where links in mail point; null: the request's own origin. */
  publicUrl: string | null;
  /** VITE_COMPANY_ID, the same variable the client is built with: the company whose short links the served page renders first (docs/first-paint.md). */
  pageCompanyId: number;
}

export const defaultSettings: ServerSettings = {
  // about 65,000 hashes: a second or two on a cheap phone, in a worker
  captchaDifficulty: 4,
  production: false,
  filesDir: 'data/files',
  smtpUrl: null,
  mailFrom: 'no-reply@localhost',
  smsHttpUrl: null,
  smsHttpToken: null,
  otpLimits: { perTarget: 5, perAddress: 30, windowSeconds: 60 * 60 },
  errorReportsPerHour: 30,
  // a commune office, a school or a mobile carrier's NAT sends a whole crowd from one address
  submissionLimits: { perAddress: 600, perUser: 600, windowSeconds: 60 },
  passwordResetLimits: { perAccount: 3, perAddress: 20, windowSeconds: 60 * 60 },
  publicUrl: null,
  pageCompanyId: 1,
};
