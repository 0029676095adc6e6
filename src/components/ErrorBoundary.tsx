import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from '../i18n/useTranslate';
import { useReleaseFirstFrame } from '../lib/fast/firstFrameRelease';

/** Message keys of the fallback (src/i18n/<locale>/common.ts). */
export const BOUNDARY_KEYS = {
  title: 'app.errors.boundary_title',
  body: 'app.errors.boundary_body',
  retry: 'app.errors.boundary_retry',
} as const;

export interface ErrorFallbackProps {
  /** The error caught (not shown: it may be technical or English-only). */
  error?: unknown;
  /** Clears the error and renders the screen again. */
  resetErrorBoundary: () => void;
}

/**
 * The translated fallback: a title, what happened, and Retry. Also usable as react-admin
 * Layout's `error` component (it receives `{ error, resetErrorBoundary }` the same way).
 */
export const ErrorFallback = ({ resetErrorBoundary }: ErrorFallbackProps) => {
  const translate = useTranslate();
  useReleaseFirstFrame();
  const text = (key: keyof typeof BOUNDARY_KEYS) => translate(BOUNDARY_KEYS[key]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={resetErrorBoundary}>
            {text('retry')}
          </Button>
        }
      >
        <AlertTitle>{text('title')}</AlertTitle>
        {text('body')}
      </Alert>
    </Box>
  );
};

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called once per caught error (for logging); the fallback shows whatever it does. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called when the admin presses Retry, before the children render again (e.g. refetch). */
  onReset?: () => void;
  /**
   * Values that clear a shown error when they change (typically the location's pathname), so
   * navigating away from a broken screen shows the next screen instead of the old fallback.
   */
  resetKeys?: readonly unknown[];
  /** Replaces the default fallback. */
  fallback?: (props: ErrorFallbackProps) => ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));

/**
 * Catches a render crash below it and shows a translated message with Retry instead of a blank
 * page; the rest of the app (menu, other screens) stays usable. React only offers error
 * boundaries as class components, hence the class.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: undefined, failed: false });
  };

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const props = { error: this.state.error, resetErrorBoundary: this.reset };
    return this.props.fallback ? this.props.fallback(props) : <ErrorFallback {...props} />;
  }
}
