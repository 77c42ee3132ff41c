import { PASSWORD_MIN_LENGTH } from '../constants';
import type { MessageKey } from '../i18n/message-keys';

/** SPEC 5: at least 8 characters with a digit, an uppercase and a lowercase letter. */
export function passwordProblem(password: string): MessageKey | null {
  if (password.length === 0) return 'validation.passwordRequired';
  const ok =
    password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password) && /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  return ok ? null : 'validation.passwordRule';
}

/** SPEC 5 generic rule: these characters make a value "not in the right format". */
export const FORBIDDEN_CHARACTERS = '`!@#$%^&*()+=[]{};\':"\\|<>/?~';

export function hasForbiddenCharacter(value: string): boolean {
  for (const ch of value) if (FORBIDDEN_CHARACTERS.includes(ch)) return true;
  return false;
}
