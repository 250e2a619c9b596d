import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GenericErrorPage } from '../components/ErrorPages/ErrorPages';

interface State {
  error: Error | null;
}

/** A client that caught an error shows the error page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <GenericErrorPage /> : this.props.children;
  }
}
