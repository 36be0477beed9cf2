import { Component, type ReactNode } from 'react';

/**
 * One broken page shows a message instead of blanking the whole app (the old app had none). The
 * back office keeps the English text; a storefront page passes its language's.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; message?: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p role="alert" className="px-4 py-16 text-center">
        {this.props.message ?? 'Something went wrong. Please reload the page.'}
      </p>
    ) : (
      this.props.children
    );
  }
}
