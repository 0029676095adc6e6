import { fireEvent, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { useState } from 'react';
import { AdminContext, type TranslationMessages } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { BOUNDARY_KEYS, ErrorBoundary, ErrorFallback } from '../../../src/components/ErrorBoundary';
import { i18nProvider } from '../../../src/i18n';

const TITLE = 'Something went wrong on this screen';
const RETRY = 'Retry';

let broken = true;
const Fragile = ({ label = 'screen content' }: { label?: string }) => {
  if (broken) throw new Error('render failed: undefined is not an object');
  return <p>{label}</p>;
};

/** React logs caught render errors; silenced here, counted by the boundary's onError instead. */
function quietly<T>(run: () => T): T {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return run();
  } finally {
    spy.mockRestore();
  }
}

/** A screen whose path changes, as navigating does. */
const Host = () => {
  const [path, setPath] = useState('/Stores');
  return (
    <>
      <button type="button" onClick={() => setPath('/DataListing')}>
        go
      </button>
      <ErrorBoundary resetKeys={[path]}>
        <Fragile label={path} />
      </ErrorBoundary>
    </>
  );
};

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    broken = false;
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
      </AdminContext>,
    );
    expect(screen.getByText('screen content')).toBeInTheDocument();
  });

  it('shows a translated message and Retry instead of a blank page; Retry renders the screen again', () => {
    broken = true;
    const onError = vi.fn();
    const onReset = vi.fn();
    quietly(() =>
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <p>menu stays</p>
          <ErrorBoundary onError={onError} onReset={onReset}>
            <Fragile />
          </ErrorBoundary>
        </AdminContext>,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(TITLE);
    expect(screen.queryByText(/undefined is not an object/)).toBeNull();
    expect(screen.getByText('menu stays')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: RETRY }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('screen content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Retry on a screen that still fails shows the message again (no loop, no blank page)', () => {
    broken = true;
    const onError = vi.fn();
    quietly(() => {
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <ErrorBoundary onError={onError}>
            <Fragile />
          </ErrorBoundary>
        </AdminContext>,
      );
      fireEvent.click(screen.getByRole('button', { name: RETRY }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(TITLE);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('clears the error when a reset key changes (navigating to another screen)', () => {
    broken = true;
    quietly(() =>
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <Host />
        </AdminContext>,
      ),
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByText('/DataListing')).toBeInTheDocument();
  });

  it('uses the app.errors.boundary_* keys (here in French) and a custom fallback when given', () => {
    broken = true;
    const french = polyglotI18nProvider(
      () =>
        ({
          app: {
            errors: {
              boundary_title: 'Un problème est survenu sur cet écran',
              boundary_body: 'Réessayez.',
              boundary_retry: 'Réessayer',
            },
          },
        }) as unknown as TranslationMessages,
      'fr',
    );
    quietly(() =>
      render(
        <AdminContext i18nProvider={french}>
          <ErrorBoundary>
            <Fragile />
          </ErrorBoundary>
          <ErrorBoundary
            fallback={({ resetErrorBoundary }) => <ErrorFallback resetErrorBoundary={resetErrorBoundary} />}
          >
            <Fragile />
          </ErrorBoundary>
        </AdminContext>,
      ),
    );
    expect(screen.getAllByText('Un problème est survenu sur cet écran')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(2);
    expect(Object.values(BOUNDARY_KEYS)).toEqual([
      'app.errors.boundary_title',
      'app.errors.boundary_body',
      'app.errors.boundary_retry',
    ]);
  });
});
