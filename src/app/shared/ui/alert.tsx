import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

/** A message block; errors are announced assertively, the rest politely. */
export function Alert({ tone, children, title }: { tone: AlertTone; children: ReactNode; title?: ReactNode }) {
  return (
    <div className="alert" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <strong>{title} </strong>}
      {children}
    </div>
  );
}
