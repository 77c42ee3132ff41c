import './switch.css';
import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  children: ReactNode;
}

/** An on/off switch (role "switch") with its visible label. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={['switch', className].filter(Boolean).join(' ')}>
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
