import { Component, type ReactNode } from 'react';

interface Props {
  /** A new value (the next location) draws the children again after a failure. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

type State = { resetKey: string; failure: { error: unknown } | null };

/** Shows `fallback` instead of children that threw while drawing (a page bundle that failed to load). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failure: null };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}
