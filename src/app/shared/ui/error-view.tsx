import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** A whole-area message: an icon, a heading, an explanation and actions (error, not found, denied, busy). */
export function ErrorView({ icon = 'alert', title, children, actions, headingLevel = 1 }: {
  icon?: IconName;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="error-view" aria-labelledby="error-view-title">
      <span className="error-view-icon"><Icon name={icon} size={48} /></span>
      <Heading id="error-view-title" className="error-view-title">{title}</Heading>
      {children && <div className="error-view-body">{children}</div>}
      {actions && <div className="error-view-actions">{actions}</div>}
    </section>
  );
}
