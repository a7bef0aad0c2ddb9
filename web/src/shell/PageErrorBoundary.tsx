import { Component, type ReactNode } from 'react';
import { PageFailure } from '../pages/errors/PageFailure.tsx';

/**
 * Catches what stops the current page from rendering and shows PageFailure in its place, so that the frame (menus,
 * tabs, the user menu) stays usable: another page can be opened, unsaved work in other tabs is not swept away by a
 * blank window. The shell gives it a key per page and refresh, so opening another page starts without the error.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown; failed: boolean }> {
  state: { error?: unknown; failed: boolean } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? <PageFailure error={this.state.error} /> : this.props.children;
  }
}
