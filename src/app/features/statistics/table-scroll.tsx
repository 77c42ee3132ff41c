import type { ReactNode } from 'react';

/** A wide table scrolls sideways inside its card; keyboard users reach the scroll by Tab (WCAG 2.1.1). */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable to scroll by keyboard
    <div className="stats-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
