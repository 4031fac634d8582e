import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from 'shared-ui/error-panel';
import { PRODUCT_NAME } from 'shared-ui/logo';
import type { RemoteName } from '../../../lib/remote-types';

/** English; the panel shows the `shell` catalog's `remoteError.title`. */
export const REMOTE_ERROR_TITLE = 'This part of Vestora could not be loaded';

export interface RemoteErrorBoundaryProps {
  /** The area: its message names it ("your dashboard"). */
  area: RemoteName;
  /** The Retry button: the parent loads the remote again. */
  onRetry: () => void;
  /** A new value clears a caught error (a new attempt, another page). */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

function RemoteErrorPanel({ area, onRetry }: { area: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <ErrorPanel
      title={t('remoteError.title', { product: PRODUCT_NAME })}
      message={t(`remoteError.${area}`)}
      onRetry={onRetry}
    />
  );
}

/**
 * Catches a remote that fails to load or throws while rendering and shows a retry panel in its place;
 * the chrome around it (top bar, side menu) and the other areas keep working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RemoteErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[shell] the ${this.props.area} area failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <RemoteErrorPanel area={this.props.area} onRetry={this.props.onRetry} />;
  }
}
