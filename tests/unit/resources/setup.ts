import { HttpResponse, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createAppDataProvider } from '../../../src/resources/dataProvider';
import { type Captured, testHttp } from '../engine/helpers';

/** One MSW server per file, failing on any request no handler expects. */
export function mappingServer() {
  const server = setupServer();
  const log: Captured[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    log.length = 0;
  });
  afterAll(() => server.close());
  return { server, log, provider: () => createAppDataProvider(testHttp()) };
}

export const page = (perPage = 10, page = 1) => ({
  pagination: { page, perPage },
  sort: { field: '', order: 'ASC' as const },
  filter: {},
});

/**
 * The platform's list as the stale-write guard reads it again just before an update (not
 * recorded: `log` keeps the calls a test is about).
 */
export const platformHolds = (url: string, rows: unknown[], key = 'data') =>
  mswHttp.get(url, () => HttpResponse.json({ status: 1, [key]: rows }));

/** A coupon as the platform holds it, shared by the coupons' and admin coupons' mapping tests. */
export const coupon = {
  _id: 'c1',
  title: 'Half off',
  description: 'Half off lunch',
  discount: 50,
  startDate: '2026-11-21',
  dateOfExpiration: '2026-12-21',
  couponImage: 'data:image/png;base64,AA',
  couponVideo: '',
  status: 'Published',
};
/** That coupon as react-admin's form had it (`previousData`). */
export const previous = { ...coupon, id: 'c1' };
export const png = () => new File(['png!'], 'croppedImage.png', { type: 'image/png' });
/** What a multipart body's file part is compared by. */
export const fileInfo = (file: File) => ({ name: file.name, type: file.type, size: file.size });
