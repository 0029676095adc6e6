import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../../src/engine/views/lazyScreen';
import { deferred } from '../../pages/renderPage';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

const Hello = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

/** A fallback during whose commit the screen's code arrives. */
const Arrives = ({ arrive }: { arrive: () => void }) => {
  useLayoutEffect(() => arrive(), [arrive]);
  return <p>loading</p>;
};

describe('lazyScreen', () => {
  it('shows the fallback, then the screen with its props once its code is there; later mounts render at once', async () => {
    const code = deferred<{ default: typeof Hello }>();
    const load = vi.fn(() => code.promise);
    const Screen = lazyScreen(load, <p>loading</p>);
    const first = render(<Screen name="Ada" />);
    expect(screen.getByText('loading')).toBeTruthy();
    code.resolve({ default: Hello });
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    first.unmount();
    render(<Screen name="Bo" />);
    // Loaded: no fallback on the next visit, and the code is not asked for again.
    expect(screen.getByRole('heading', { name: 'Hello Bo' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload() starts the load once; a screen mounted meanwhile joins it', async () => {
    const code = deferred<{ default: typeof Hello }>();
    const load = vi.fn(() => code.promise);
    const Screen = lazyScreen(load, null);
    const ahead = Screen.preload();
    render(<Screen name="Cy" />);
    code.resolve({ default: Hello });
    await ahead;
    expect(await screen.findByRole('heading', { name: 'Hello Cy' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('code that arrives between the fallback’s paint and the screen’s effect still shows the screen', async () => {
    // As in the browser under load, with no act() to flush the effects at once: the fallback is
    // committed, the code arrives (its layout effect resolves the load here), and only then does
    // the screen's passive effect run. That effect found the code there and waited for nothing:
    // the page stayed on its loading indicator for good.
    const code = deferred<{ default: typeof Hello }>();
    const Screen = lazyScreen(
      () => code.promise,
      <Arrives arrive={() => code.resolve({ default: Hello })} />,
    );
    void Screen.preload();
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      root.render(<Screen name="Ed" />);
      await waitFor(() => expect(container.textContent).toBe('Hello Ed'), { timeout: 2000 });
    } finally {
      root.unmount();
      container.remove();
      scope.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

  it('a failed load reaches the error boundary, and the next mount tries again', async () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const Screen = lazyScreen<{ name: string }>(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ default: Hello });
    });
    const first = render(
      <Boundary>
        <Screen name="Di" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk gone')).toBeTruthy();
    first.unmount();
    silence.mockRestore();
    render(
      <Boundary>
        <Screen name="Di" />
      </Boundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello Di' })).toBeTruthy();
  });
});
