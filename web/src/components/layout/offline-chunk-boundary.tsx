import { Component, type ReactNode } from 'react';
import { isOfflineChunkError } from './chunk-reload';

interface Props {
  children: ReactNode;
  /** Called once when the part's code could not be loaded because the browser is offline. */
  onOffline: () => void;
}

interface State {
  error: unknown;
  caught: boolean;
}

/**
 * Keeps a lazily loaded part (a dialog) that cannot load its code while offline to itself: the part renders nothing
 * and `onOffline` says so, instead of the page giving way to the error page. Any other error, a chunk that fails
 * online included (a deploy replaced it: the route's error page reloads), goes on to the boundary above.
 */
export class OfflineChunkBoundary extends Component<Props, State> {
  override state: State = { error: null, caught: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, caught: true };
  }

  override componentDidCatch(error: unknown) {
    if (isOfflineChunkError(error)) this.props.onOffline();
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    if (isOfflineChunkError(this.state.error)) return null;
    throw this.state.error;
  }
}
