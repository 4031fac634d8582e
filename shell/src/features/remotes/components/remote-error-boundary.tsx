import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from 'shared-ui/error-panel';

export const REMOTE_ERROR_TITLE = 'This part of Vestora could not be loaded';

export interface RemoteErrorBoundaryProps {
  /** Human name of the area for the message, e.g. "your dashboard". */
  areaLabel: string;
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
    console.error(`[shell] ${this.props.areaLabel} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorPanel
        title={REMOTE_ERROR_TITLE}
        message={`We could not show ${this.props.areaLabel} right now. Check your connection and try again; the rest of the site keeps working.`}
        onRetry={this.props.onRetry}
      />
    );
  }
}
