export const designerTabs = ['design', 'preview', 'history', 'logic', 'settings', 'share', 'feedback'] as const;
export type DesignerTab = (typeof designerTabs)[number];

export function isDesignerTab(value: unknown): value is DesignerTab {
  return typeof value === 'string' && (designerTabs as readonly string[]).includes(value);
}

/**
 * The first save of a new form moves to its edit address, which mounts a new page: the tab the
 * author was on travels with the created form's id, so they stay where they were.
 */
let carried: { formId: number; tab: DesignerTab } | null = null;

export function carryTab(formId: number, tab: DesignerTab): void {
  carried = { formId, tab };
}

export function carriedTab(formId: number | null): DesignerTab {
  return formId !== null && carried?.formId === formId ? carried.tab : 'design';
}

/** Once the edit page has taken the tab (in an effect: initialisers may run twice). */
export function forgetCarriedTab(): void {
  carried = null;
}

/** Which tab shows a problem of this field path. */
export function tabOfField(field: string): DesignerTab {
  if (field.startsWith('logic.')) return 'logic';
  if (field.startsWith('settings.')) return 'settings';
  return 'design';
}
