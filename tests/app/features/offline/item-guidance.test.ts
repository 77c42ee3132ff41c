import { bilingualTexts } from '#app/shared/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '#core/api';
import { guidanceFor, guidanceText } from '#app/features/offline/item-guidance';
import { syncMessages } from '#app/features/offline/sync-messages';

describe('an answer sent while another person was signed in', () => {
  it('tells its author to sign in again, in both languages', () => {
    expect(guidanceFor(ErrorCode.SessionUserChanged)).toBe('author');
    expect(guidanceText.author).toBe('sync.reason.author');
    expect(bilingualTexts(syncMessages)['sync.reason.author'].vi).toContain('đăng nhập lại');
    expect(bilingualTexts(syncMessages)['sync.reason.author'].en).toContain('sign in again');
  });
});
