import { Component, type ReactNode } from 'react';

/**
 * Catches a failure to load or render the trends (a chunk missing after a redeploy, a chart
 * crash) so the counters above stay usable; `fallback` offers the way back.
 */
export class TrendsBoundary extends Component<
  { children: ReactNode; fallback: (retry: () => void) => ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
