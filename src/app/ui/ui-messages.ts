import { bilingual } from '../i18n/define-messages';

export const uiMessages = bilingual({
  'ui.toast.close': { vi: 'Đóng thông báo', en: 'Dismiss' },
});
