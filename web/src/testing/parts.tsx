import { Component, type ReactNode } from 'react';

/** An error boundary for tests: shows "failed" and reports what it caught. */
export class TestBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

/** A trivial component for the lazy-loading helpers' tests. */
export function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}
