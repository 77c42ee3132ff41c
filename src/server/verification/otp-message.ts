import { OTP_TTL_SECONDS } from './otp-store';

const minutes = OTP_TTL_SECONDS / 60;

/** Both languages in one message: the code is sent before we know which one the reader prefers. */
export function otpText(code: string): string {
  return `Mã xác minh của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút.\n`
    + `Your verification code is ${code}. It is valid for ${minutes} minutes.`;
}

export const otpSubject = 'Mã xác minh / Verification code';
