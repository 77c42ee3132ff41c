import { Component, type ReactNode } from 'react';
import { ReloadView } from './reload-view';

interface State {
  crashed: boolean;
  error: unknown;
}

/**
 * The last line under the router: an error that escapes every route's error screen (or breaks one)
 * shows a message with a reload button in the person's language, never a blank page.
 */
export class AppCrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { crashed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { crashed: true, error };
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return <main id="main-content"><ReloadView error={this.state.error} /></main>;
  }
}
