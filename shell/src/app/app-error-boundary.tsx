import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from 'shared-ui/error-panel';

interface State {
  error: Error | null;
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
    return (
      <ErrorPanel
        title="Something went wrong"
        message="The page could not be shown. Reload to try again."
        retryLabel="Reload"
        onRetry={() => window.location.reload()}
      />
    );
  }
}
