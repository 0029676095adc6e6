import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../../src/schema/views/lazyScreen';
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
