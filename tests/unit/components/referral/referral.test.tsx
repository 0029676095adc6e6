import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as QrModule from 'qrcode.react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrCodeButton, ReferralLinkField, referralLink } from '../../../../src/components';
import { renderWithRecord } from '../render';

// The real QRCodeCanvas renders; the wrapper only records the props it was given.
const qrProps = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('qrcode.react', async (importOriginal) => {
  const real = await importOriginal<typeof QrModule>();
  const { forwardRef, createElement } = await import('react');
  type CanvasProps = React.ComponentProps<typeof real.QRCodeCanvas>;
  const QRCodeCanvas = forwardRef<HTMLCanvasElement, CanvasProps>((props, ref) => {
    qrProps.push(props as unknown as Record<string, unknown>);
    return createElement(real.QRCodeCanvas, { ...props, ref });
  });
  return { ...real, QRCodeCanvas };
});

const AGENT = { id: 'a1', first_name: 'Ada', referralNumber: 'REF123' };
const LINK = 'https://site.test/registration/REF123';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.restoreAllMocks();
  qrProps.length = 0;
});

describe('referralLink', () => {
  it('builds the public registration link from VITE_PUBLIC_SITE_URL', () => {
    expect(referralLink('REF123')).toBe(LINK);
    expect(referralLink(42, 'https://x.test/')).toBe('https://x.test/registration/42');
    expect(referralLink('a b/c', 'https://x.test')).toBe('https://x.test/registration/a%20b%2Fc');
  });
});

describe('ReferralLinkField', () => {
  it('copies the registration link and says "Link copied to clipboard"', async () => {
    const writeText = vi.fn(async () => undefined);
    stubClipboard(writeText);
    renderWithRecord(<ReferralLinkField />, AGENT);
    fireEvent.click(screen.getByRole('button', { name: 'REF123' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('logs a clipboard failure and shows the link to copy by hand', async () => {
    stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRecord(<ReferralLinkField />, AGENT);
    fireEvent.click(screen.getByRole('button', { name: 'REF123' }));
    expect(
      await screen.findByText(`The link could not be copied. Copy it by hand: ${LINK}`),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText('Link copied to clipboard')).not.toBeInTheDocument();
  });

  it('treats a missing Clipboard API (plain-http page) as a failure', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRecord(<ReferralLinkField />, AGENT);
    fireEvent.click(screen.getByRole('button', { name: 'REF123' }));
    expect(await screen.findByText(/The link could not be copied/)).toBeInTheDocument();
  });

  it('keeps the click from reaching the list row', () => {
    stubClipboard(vi.fn(async () => undefined));
    const rowClick = vi.fn();
    renderWithRecord(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands in for a Datagrid row
      // biome-ignore lint/a11y/useKeyWithClickEvents: stands in for a Datagrid row
      <div onClick={rowClick}>
        <ReferralLinkField />
      </div>,
      AGENT,
    );
    fireEvent.click(screen.getByRole('button', { name: 'REF123' }));
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('renders nothing without a reference id', () => {
    const { container } = renderWithRecord(<ReferralLinkField />, { id: 'a2' });
    expect(container.querySelector('button')).toBeNull();
  });
});

describe('QrCodeButton', () => {
  it('opens a dialog with a size-200 QR code of the link, the link as text, Download PNG and Close', async () => {
    renderWithRecord(<QrCodeButton />, AGENT);
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code' }, { timeout: 5000 });
    expect(qrProps.at(-1)).toMatchObject({ value: LINK, size: 200 });
    const canvas = screen.getByRole('img', { name: `QR code of ${LINK}` });
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas).toHaveStyle({ width: '200px', height: '200px' });
    expect(dialog).toHaveTextContent(LINK);
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the canvas as a PNG named after the reference id', async () => {
    renderWithRecord(<QrCodeButton />, AGENT);
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    await screen.findByRole('dialog', { name: 'QR code' }, { timeout: 5000 });
    const toDataURL = vi
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockReturnValue('data:image/png;base64,QRDATA');
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Download PNG' }));
    expect(toDataURL).toHaveBeenCalledWith('image/png');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('qr-REF123.png');
    expect(clicks[0]!.href).toBe('data:image/png;base64,QRDATA');
  });
});
