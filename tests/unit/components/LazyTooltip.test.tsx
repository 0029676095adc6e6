import { Tooltip } from '@mui/material';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { forwardRef, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from '../../../src/components/LazyTooltip';

let renders = 0;
/** A button that counts its renders. */
const Counted = forwardRef<HTMLButtonElement, Record<string, unknown>>((props, ref) => {
  renders += 1;
  return <button type="button" ref={ref} {...props} />;
});

const sleep = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

/** The child's handlers, as LazyTooltip reads them. */
type Child = ReactElement<{ onPointerEnter?: () => void }>;

function renderCounted(wrap: (child: Child) => ReactElement) {
  renders = 0;
  return render(wrap(<Counted aria-label="Edit" />));
}

describe('LazyTooltip', () => {
  it('renders its button once on mount, where MUI’s Tooltip renders it twice', async () => {
    const mui = renderCounted((child) => <Tooltip title="Edit">{child}</Tooltip>);
    await sleep(10);
    // MUI's Tooltip keeps its child's node in state through a ref: a second, synchronous render.
    expect(renders).toBe(2);
    mui.unmount();
    renderCounted((child) => <LazyTooltip title="Edit">{child}</LazyTooltip>);
    await sleep(10);
    expect(renders).toBe(1);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens on hover after MUI’s delay, closes when the pointer leaves, and never remounts its button', async () => {
    renderCounted((child) => <LazyTooltip title="Edit this user">{child}</LazyTooltip>);
    const button = screen.getByRole('button', { name: 'Edit' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Edit this user');
    // The same node: a click or the focus is never lost to a remount.
    expect(screen.getByRole('button', { name: 'Edit' })).toBe(button);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Edit this user');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens at once on a keyboard focus, not on a click’s, and closes on blur', async () => {
    renderCounted((child) => <LazyTooltip title="Edit this user">{child}</LazyTooltip>);
    const button = screen.getByRole('button', { name: 'Edit' });
    const matches = vi.spyOn(Element.prototype, 'matches');
    matches.mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? this === button : false;
    });
    fireEvent.focus(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Edit this user');
    fireEvent.blur(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    matches.mockImplementation(() => false);
    fireEvent.focus(button);
    await sleep(150);
    expect(screen.queryByRole('tooltip')).toBeNull();
    matches.mockRestore();
  });

  it('does not open after the pointer has left within the delay, nor on a touch', async () => {
    renderCounted((child) => <LazyTooltip title="Edit this user">{child}</LazyTooltip>);
    const button = screen.getByRole('button', { name: 'Edit' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await sleep(250);
    expect(screen.queryByRole('tooltip')).toBeNull();

    renderCounted((child) => <LazyTooltip title="Delete">{child}</LazyTooltip>);
    const second = screen.getAllByRole('button', { name: 'Edit' })[1];
    fireEvent.pointerEnter(second, { pointerType: 'touch' });
    await sleep(250);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the child’s own handlers', async () => {
    const seen: string[] = [];
    render(
      <LazyTooltip title="Edit">
        <button
          type="button"
          onPointerEnter={() => seen.push('enter')}
          onFocus={() => seen.push('focus')}
          onClick={() => seen.push('click')}
        >
          Edit
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Edit' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.click(button);
    fireEvent.focus(button);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(seen).toEqual(['enter', 'click', 'focus']);
  });

  it('names its child as MUI does: the title, unless the child has a name or describeChild is set', () => {
    render(
      <>
        <LazyTooltip title="Open menu">
          <button type="button">≡</button>
        </LazyTooltip>
        <LazyTooltip title="Refresh">
          <button type="button" aria-label="Reload the page">
            ↻
          </button>
        </LazyTooltip>
        <LazyTooltip title="Shows the QR code" describeChild>
          <button type="button">QR</button>
        </LazyTooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    const described = screen.getByRole('button', { name: 'QR' });
    expect(described.getAttribute('title')).toBe('Shows the QR code');
  });

  it('passes the rest of its props and its ref on to the child, as MUI’s Tooltip does', async () => {
    const ref = { current: null as HTMLElement | null };
    render(
      <LazyTooltip
        title="Close menu"
        className="toggle"
        data-testid="toggle"
        ref={ref}
        placement="right"
        enterDelay={300}
      >
        <button type="button" className="own">
          ≡
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Close menu' });
    expect(button.className).toBe('toggle own');
    expect(button.dataset.testid).toBe('toggle');
    expect(ref.current).toBe(button);
    // The tooltip's own settings stay with the tooltip.
    expect(button.getAttribute('placement')).toBeNull();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await sleep(150);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Close menu');
  });

  it('is MUI’s own Tooltip when its opening is controlled, and mounts nothing for an empty title', async () => {
    render(
      <>
        <LazyTooltip title="Always" open>
          <button type="button">A</button>
        </LazyTooltip>
        <LazyTooltip title="">
          <button type="button">B</button>
        </LazyTooltip>
      </>,
    );
    expect((await screen.findByRole('tooltip')).textContent).toBe('Always');
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'B' }), { pointerType: 'mouse' });
    await sleep(150);
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });
});
