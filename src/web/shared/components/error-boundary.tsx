import { Component, type ReactNode } from 'react';

/** One broken page shows a message instead of blanking the whole app (the old app had none). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p role="alert" className="px-4 py-16 text-center">
        Something went wrong. Please reload the page.
      </p>
    ) : (
      this.props.children
    );
  }
}
