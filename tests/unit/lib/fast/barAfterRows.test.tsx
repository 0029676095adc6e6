import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BAR_WAIT_LIMIT_MS,
  barWaits,
  holdBarForRows,
  releaseBar,
  useBarReady,
  useReleaseBarWhen,
} from '../../../../src/lib/fast/barAfterRows';

const Bar = ({ name }: { name: string }) => <p>{`${name} ${useBarReady() ? 'ready' : 'waiting'}`}</p>;

afterEach(() => {
  releaseBar();
  vi.useRealTimers();
});

describe('the app bar after the rows', () => {
  it('is ready at once when no list holds it', () => {
    render(<Bar name="bar" />);
    expect(screen.getByText('bar ready')).toBeTruthy();
    expect(barWaits()).toBe(false);
  });

  it('waits while a list holds it, then every waiting component is ready in the same render', async () => {
    holdBarForRows();
    expect(barWaits()).toBe(true);
    render(
      <>
        <Bar name="bar" />
        <Bar name="title" />
      </>,
    );
    expect(screen.getByText('bar waiting')).toBeTruthy();
    expect(screen.getByText('title waiting')).toBeTruthy();
    await act(async () => releaseBar());
    expect(screen.getByText('bar ready')).toBeTruthy();
    expect(screen.getByText('title ready')).toBeTruthy();
    expect(barWaits()).toBe(false);
    // Released once: a second release is nothing.
    releaseBar();
  });

  it('a component mounted after the release is ready at once', () => {
    holdBarForRows();
    releaseBar();
    render(<Bar name="late" />);
    expect(screen.getByText('late ready')).toBeTruthy();
  });

  it('comes after the limit even if the list never settles', async () => {
    vi.useFakeTimers();
    holdBarForRows();
    render(<Bar name="bar" />);
    expect(screen.getByText('bar waiting')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(BAR_WAIT_LIMIT_MS - 1);
    });
    expect(screen.getByText('bar waiting')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('bar ready')).toBeTruthy();
  });

  it("comes at the admin's first click or key, whatever the list does", async () => {
    holdBarForRows();
    render(<Bar name="bar" />);
    expect(screen.getByText('bar waiting')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    });
    expect(screen.getByText('bar ready')).toBeTruthy();
    expect(barWaits()).toBe(false);
  });

  it("a page's own release (useReleaseBarWhen): the bar comes once its data is shown, or when it goes", async () => {
    const Page = ({ shown }: { shown: boolean }) => {
      useReleaseBarWhen(shown);
      return null;
    };
    holdBarForRows();
    const { rerender, unmount } = render(
      <>
        <Page shown={false} />
        <Bar name="bar" />
      </>,
    );
    expect(screen.getByText('bar waiting')).toBeTruthy();
    await act(async () =>
      rerender(
        <>
          <Page shown />
          <Bar name="bar" />
        </>,
      ),
    );
    expect(screen.getByText('bar ready')).toBeTruthy();
    expect(barWaits()).toBe(false);
    unmount();
    // A page that goes before its data came (the admin moved on) lets the bar come too.
    holdBarForRows();
    const gone = render(<Page shown={false} />);
    expect(barWaits()).toBe(true);
    gone.unmount();
    expect(barWaits()).toBe(false);
  });
});
