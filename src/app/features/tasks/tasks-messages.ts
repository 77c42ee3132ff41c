import { bilingual } from '#app/shared/i18n/catalogue';

/** The pages of links that belong to the project/task system. */
export const tasksMessages = bilingual({
  'task.project.title': { vi: 'Liên kết dự án', en: 'Project link' },
  'task.job.title': { vi: 'Liên kết công việc', en: 'Task link' },
  'task.project.text': {
    vi: 'Liên kết này trỏ tới dự án số {id} của hệ thống quản lý dự án và công việc. Hệ thống đó không thuộc cổng khảo sát này nên không thể mở dự án ở đây.',
    en: 'This link points to project {id} of the project and task system. That system is not part of this survey portal, so the project cannot be opened here.',
  },
  'task.job.text': {
    vi: 'Liên kết này trỏ tới công việc số {id} của hệ thống quản lý dự án và công việc. Hệ thống đó không thuộc cổng khảo sát này nên không thể mở công việc ở đây.',
    en: 'This link points to task {id} of the project and task system. That system is not part of this survey portal, so the task cannot be opened here.',
  },
  'task.hint': {
    vi: 'Hãy mở hệ thống quản lý công việc từ trang chọn hệ thống, hoặc hỏi người đã gửi liên kết.',
    en: 'Open the task system from the system chooser, or ask whoever sent you the link.',
  },
  'task.home': { vi: 'Về trang chủ', en: 'Back to home' },
  'task.systems': { vi: 'Chọn hệ thống', en: 'Choose a system' },
});
