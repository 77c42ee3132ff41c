import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import type { ButtonVariant } from './button';

interface AnchorButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
}

const AnchorButton = forwardRef<HTMLAnchorElement, AnchorButtonProps>(function AnchorButton(
  { variant = 'secondary', className, ...props },
  ref,
) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content arrives as children through props
  return <a ref={ref} {...props} data-variant={variant} className={['btn', className].filter(Boolean).join(' ')} />;
});

const CreatedLinkButton = createLink(AnchorButton);

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export const LinkButton: LinkComponent<typeof AnchorButton> = (props) => <CreatedLinkButton preload="intent" {...props} />;
