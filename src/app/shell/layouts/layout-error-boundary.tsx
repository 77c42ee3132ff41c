import { Component, type ReactNode } from 'react';
import { warnInBackground } from '#offline/index';
import { Button } from '#app/shared/ui/button';
import { ErrorView } from '#app/shared/ui/error-view';
import { useT } from '#app/shared/i18n/use-t';
import { layoutMessages } from './layout-messages';

function LayoutErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useT(layoutMessages);
  return (
    <ErrorView
      title={t('layout.error.title')}
      actions={
        <>
          <Button variant="primary" onPress={onRetry}>{t('layout.error.retry')}</Button>
          <Button onPress={() => window.location.reload()}>{t('layout.error.reload')}</Button>
        </>
      }
    >
      <p>{t('layout.error.text')}</p>
    </ErrorView>
  );
}

/** Keeps the layout's chrome when its content fails to render or load (SPEC 2: each layout shows an error view). */
export class LayoutErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // the person sees the error view and a retry; the developer gets the cause
    warnInBackground('[layout] content failed', error);
  }

  override render() {
    if (this.state.failed) return <LayoutErrorView onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
