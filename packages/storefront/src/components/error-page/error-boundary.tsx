import { useLingui } from '@lingui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getErrorMessage, getErrorStatus } from '@/lib/errors';
import { ErrorPage, ErrorPageFailure } from './error-page';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What to render instead of the children once they threw. */
  fallback: (error: unknown) => ReactNode;
  /** Changing this value clears the error (e.g. the location, so navigating away recovers). */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    failed: false,
    error: null,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function ErrorPageFor({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  return <ErrorPage status={getErrorStatus(error)} message={getErrorMessage(error, i18n)} />;
}

/** The error page for anything a route threw; if that fails too, the bare failure notice. */
export function RouteErrorFallback({ error }: { error: unknown }) {
  return (
    <ErrorBoundary fallback={() => <ErrorPageFailure />}>
      <ErrorPageFor error={error} />
    </ErrorBoundary>
  );
}
