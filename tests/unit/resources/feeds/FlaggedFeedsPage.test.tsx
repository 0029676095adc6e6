import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type GetListParams, memoryStore, TestMemoryRouter } from 'react-admin';
import { describe, expect, test, vi } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n';
import { formatDate } from '../../../../src/i18n/format';
import { barWaits, holdBarForRows, releaseBar } from '../../../../src/lib/fast/barAfterRows';
import type { FeedRecord } from '../../../../src/resources/feeds';
import { FlaggedFeedsPage } from '../../../../src/resources/feeds/FlaggedFeedsPage';
import { embeddableUrl, feedKind } from '../../../../src/resources/feeds/feedMedia';
import { feedsPage } from '../../../../src/resources/feeds/page';
import { deferred, fakeProvider, renderPage } from '../../pages/renderPage';

const FEEDS: FeedRecord[] = [
  {
    id: 'v1',
    feedType: 'Video',
    thumbnail: 'https://cdn.test/v1.jpg',
    url: 'https://cdn.test/v1.mp4',
    caption: 'Sunset <b>ride</b>',
    user: { userName: 'maria' },
    flagContent: [{ flagMsg: 'Spam' }, { flagMsg: 'Violence' }],
    createdAt: '2026-11-20T15:04:00',
  },
  {
    id: 't1',
    feedType: 'Text',
    textFeed: { text: '<img src=x onerror=alert(1)> hello' },
    user: { userName: 'li' },
    flagContent: [{ flagMsg: 'Hate speech' }],
    createdAt: '2026-11-19T09:30:00',
  },
  {
    id: 'i1',
    feedType: 'Image',
    url: 'javascript:alert(1)',
    caption: 'A picture',
    user: { userName: 'sam' },
    flagContent: [],
    createdAt: '2026-11-18T00:05:00',
  },
];

const listOf = (data: FeedRecord[], total = data.length) =>
  vi.fn(async (_resource: string, _params: GetListParams) => ({ data, total }));

describe('FlaggedFeedsPage', () => {
  test("a page load's held app bar comes once the first feeds are there, not before", async () => {
    expect(feedsPage.barAfterData).toBe(true);
    const reply = deferred<{ data: FeedRecord[]; total: number }>();
    holdBarForRows();
    try {
      renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList: () => reply.promise }) });
      await screen.findByRole('heading', { level: 1, name: 'Flagged Feeds' });
      expect(barWaits()).toBe(true);
      reply.resolve({ data: FEEDS, total: 3 });
      expect(await screen.findByText('maria')).toBeInTheDocument();
      await waitFor(() => expect(barWaits()).toBe(false));
    } finally {
      releaseBar();
    }
  });

  test('a failed first read brings the held app bar too', async () => {
    const reply = deferred<{ data: FeedRecord[]; total: number }>();
    const getList = vi.fn().mockImplementationOnce(() => reply.promise);
    holdBarForRows();
    try {
      renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList }) });
      await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
      expect(barWaits()).toBe(true);
      reply.reject(new Error('Network down'));
      expect(await screen.findByText('The data could not be loaded: Network down')).toBeInTheDocument();
      await waitFor(() => expect(barWaits()).toBe(false));
    } finally {
      releaseBar();
    }
  });

  test('lists the feeds a server page at a time with the spec columns', async () => {
    const getList = listOf(FEEDS, 23);
    renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Flagged Feeds' })).toBeInTheDocument();
    expect(await screen.findByText('maria')).toBeInTheDocument();
    for (const header of ['Thumbnail', 'Caption/Text', 'Posted By', 'Flag Type', 'Feed Date', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(getList).toHaveBeenCalledWith(
      'feeds',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
    const [video, text, image] = screen.getAllByRole('row').slice(1);
    expect(within(video).getByRole('img', { name: 'Thumbnail of the feed by maria' })).toHaveAttribute(
      'src',
      'https://cdn.test/v1.jpg',
    );
    // Captions and texts are text, never HTML.
    expect(within(video).getByText('Sunset <b>ride</b>')).toBeInTheDocument();
    // A text post's words show once, in Caption/Text; its thumbnail is a sign (they showed twice).
    expect(within(text).getAllByText('<img src=x onerror=alert(1)> hello')).toHaveLength(1);
    expect(within(text).getByRole('img', { name: 'Text post (no picture)' })).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(video).getByText('Spam')).toBeInTheDocument();
    expect(within(video).getByText('Violence')).toBeInTheDocument();
    expect(within(video).getByText('2026-11-20 03:04 PM')).toBeInTheDocument();
    expect(within(text).getByText('2026-11-19 09:30 AM')).toBeInTheDocument();
    // A javascript: URL is never embedded.
    expect(within(image).queryByRole('img', { name: /Thumbnail/ })).toBeNull();
    expect(within(image).getByText('A picture')).toBeInTheDocument();
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
  });

  test('asks the next server page', async () => {
    const user = userEvent.setup();
    const getList = listOf(FEEDS, 23);
    renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList }) });
    await screen.findByText('maria');
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'feeds',
        expect.objectContaining({ pagination: { page: 2, perPage: 10 } }),
      ),
    );
  });

  test('previews a video with controls and no autoplay; every action closes the dialog', async () => {
    const user = userEvent.setup();
    renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList: listOf(FEEDS) }) });
    await screen.findByText('maria');
    for (const action of ['Revoke', 'Block for all post', 'Block User', 'Close']) {
      await user.click(screen.getAllByRole('button', { name: 'Preview' })[0]);
      const dialog = await screen.findByRole('dialog', { name: 'Feed by maria' });
      const video = dialog.querySelector('video');
      expect(video).toHaveAttribute('src', 'https://cdn.test/v1.mp4');
      expect(video).toHaveAttribute('controls');
      expect(video).not.toHaveAttribute('autoplay');
      await user.click(within(dialog).getByRole('button', { name: action }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  test('previews a text feed as text', async () => {
    const user = userEvent.setup();
    renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList: listOf(FEEDS) }) });
    await screen.findByText('li');
    await user.click(screen.getAllByRole('button', { name: 'Preview' })[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Feed by li' });
    expect(within(dialog).getByText('<img src=x onerror=alert(1)> hello')).toBeInTheDocument();
    expect(dialog.querySelector('img, video')).toBeNull();
  });

  test('says when there is nothing flagged', async () => {
    renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList: listOf([]) }) });
    expect(await screen.findByText('No flagged feeds.')).toBeInTheDocument();
  });

  test('shows loading, then the error with a retry', async () => {
    const user = userEvent.setup();
    const first = deferred<{ data: FeedRecord[]; total: number }>();
    const getList = vi
      .fn()
      .mockImplementationOnce(() => first.promise)
      .mockResolvedValueOnce({ data: FEEDS, total: 3 });
    renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList }) });
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('maria')).toBeNull();
    first.reject(new Error('Feed service down'));
    expect(await screen.findByText('The data could not be loaded: Feed service down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('maria')).toBeInTheDocument();
  });
});

describe('FlaggedFeedsPage in another language', () => {
  test('shows the feed dates in that language’s date and time format (table and phone) and names the flags in it', async () => {
    const renderInFrench = () =>
      render(
        <TestMemoryRouter initialEntries={['/Data']}>
          <AdminContext
            dataProvider={fakeProvider({ getList: listOf(FEEDS) })}
            i18nProvider={createI18nProvider()}
            store={memoryStore({ locale: 'fr' })}
          >
            <FlaggedFeedsPage />
          </AdminContext>
        </TestMemoryRouter>,
      );
    const french = formatDate('2026-11-20T15:04:00', 'fr', 'dateTime');
    expect(french).not.toBe(formatDate('2026-11-20T15:04:00', 'en', 'dateTime'));
    const table = renderInFrench();
    expect(await screen.findByText(french, {}, { timeout: 5000 })).toBeInTheDocument();
    // The known flags are named in French too; the platform sends them in English.
    expect(await screen.findByText('Discours haineux', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Hate speech')).toBeNull();
    table.unmount();
    const happy = window as unknown as { happyDOM: { setViewport: (size: object) => void } };
    happy.happyDOM.setViewport({ width: 390, height: 844 });
    try {
      renderInFrench();
      const date = await screen.findByText(french, {}, { timeout: 5000 });
      expect(date.closest('li')).not.toBeNull();
    } finally {
      happy.happyDOM.setViewport({ width: 1024, height: 768 });
    }
  });
});

describe('a video feed’s thumbnail', () => {
  test('has its play badge in a corner, clear of the picture’s middle', async () => {
    renderPage(<FlaggedFeedsPage />, { dataProvider: fakeProvider({ getList: listOf(FEEDS) }) });
    const thumbnail = await screen.findByRole('img', { name: 'Thumbnail of the feed by maria' });
    // MUI names each icon's <svg> by a data-testid (PlayCircleIcon); only the video has one.
    const badges = document.querySelectorAll('[data-testid="PlayCircleIcon"]');
    expect(badges).toHaveLength(1);
    const badge = badges[0] as SVGElement;
    expect(thumbnail.parentElement?.contains(badge)).toBe(true);
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    const style = getComputedStyle(badge);
    expect(style.position).toBe('absolute');
    expect([style.right, style.bottom]).toEqual(['2px', '2px']);
    expect(style.fontSize).toBe('20px');
  });
});

describe('feed media', () => {
  test.each([
    ['Video', 'video'],
    ['Text', 'text'],
    ['Image', 'image'],
    [undefined, 'image'],
  ])('%s feeds are %s', (feedType, kind) => expect(feedKind({ feedType })).toBe(kind));

  test.each([
    ['https://a.test/x.jpg', 'https://a.test/x.jpg'],
    ['/media/v.mp4', 'http://console.test/media/v.mp4'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['blob:http://console.test/1234', 'blob:http://console.test/1234'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>1</script>', undefined],
    ['', undefined],
    [42, undefined],
  ])('%j → %j', (value, expected) => expect(embeddableUrl(value, 'http://console.test/Data')).toBe(expected));
});
