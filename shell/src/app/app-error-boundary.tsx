import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from 'shared-ui/error-panel';

interface State {
  error: Error | null;
}

function ReloadPanel() {
  const { t } = useTranslation('shell');
  return (
    <ErrorPanel
      title={t('appError.title')}
      message={t('appError.message')}
      retryLabel={t('appError.reload')}
      onRetry={() => window.location.reload()}
    />
  );
}

/** Last-resort boundary around the whole shell: a reload panel instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] unexpected error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return <ReloadPanel />;
  }
}
