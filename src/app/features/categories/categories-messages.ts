import { bilingual } from '#app/shared/i18n/catalogue';

/** Management → categories (the category manager). */
export const categoriesMessages = bilingual({
  'categories.intro': {
    vi: 'Danh mục dùng chung và các mục của chúng theo cấp. Chọn một danh mục bên trái để xem các mục.',
    en: 'Shared categories and their items by level. Choose a category on the left to see its items.',
  },
  'categories.list': { vi: 'Danh mục', en: 'Categories' },
  'categories.search': { vi: 'Tìm theo mã hoặc tên', en: 'Search by code or name' },
  'categories.loading': { vi: 'Đang tải…', en: 'Loading…' },
  'categories.empty': { vi: 'Chưa có danh mục nào.', en: 'No category yet.' },
  'categories.choose': { vi: 'Chọn một danh mục để xem các mục của nó.', en: 'Choose a category to see its items.' },
  'categories.choiceMeta': { vi: '{code} · {count} mục', en: '{code} · {count, plural, one {# item} other {# items}}' },
  'categories.add': { vi: 'Thêm danh mục', en: 'Add category' },
  'categories.edit': { vi: 'Sửa danh mục', en: 'Edit category' },
  'categories.editShort': { vi: 'Sửa', en: 'Edit' },
  'categories.delete': { vi: 'Xóa', en: 'Delete' },
  'categories.deleteTitle': { vi: 'Xóa {name}?', en: 'Delete {name}?' },
  'categories.deleteCategoryText': { vi: 'Danh mục và tất cả các mục của nó sẽ bị xóa.', en: 'The category and all its items are deleted.' },
  'categories.deleteItemText': { vi: 'Mục này và mọi mục con của nó sẽ bị xóa.', en: 'This item and every item below it are deleted.' },
  'categories.itemsOf': { vi: 'Các mục của {name}', en: 'Items of {name}' },
  'categories.code': { vi: 'Mã: {code}', en: 'Code: {code}' },
  'categories.level': { vi: 'Cấp {level}', en: 'Level {level}' },
  'categories.col.code': { vi: 'Mã', en: 'Code' },
  'categories.col.name': { vi: 'Tên', en: 'Name' },
  'categories.col.order': { vi: 'Thứ tự', en: 'Order' },
  'categories.item.add': { vi: 'Thêm mục cấp 1', en: 'Add a level 1 item' },
  'categories.item.addChild': { vi: 'Thêm mục con của {name}', en: 'Add an item under {name}' },
  'categories.item.addChildShort': { vi: 'Thêm mục con', en: 'Add below' },
  'categories.item.edit': { vi: 'Sửa mục {name}', en: 'Edit item {name}' },
  'categories.item.empty': { vi: 'Danh mục này chưa có mục nào.', en: 'This category has no item yet.' },
});
