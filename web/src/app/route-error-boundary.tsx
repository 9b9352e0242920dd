import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** A change of this value (the page's path) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: unknown;
  caught: boolean;
  resetKey: string | undefined;
}

/** Catches render errors of a page (including a route module that failed to load) and shows the fallback. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caught: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, caught: false, resetKey: props.resetKey };
    return null;
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.error) : this.props.children;
  }
}
