import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, crashWatch, platform, renderApp, WEEKLY } from '../support/app';
import { LONG } from '../support/inputs';
import { tallyFor } from '../support/tally';

/**
 * A well-formed envelope holding odd records: every field an object, an array, a number, a
 * boolean, null, markup or 10,000 characters. Each screen must still render its good row,
 * show the odd one somehow, and never crash (the boundary around the routes catches nothing).
 */
// BUG (reported): a record field holding an object where a string or number is expected crashes
// the whole list ("Objects are not valid as a React child"): EmailField and NumberField cells
// (src/engine/fieldKinds.tsx cellFor) and the feed caption / poster cells
// (src/resources/feeds/FlaggedFeedsPage.tsx); and a feed whose flagContent is not an array crashes
// the Flag Type cell ("(feed.flagContent ?? []).map is not a function"). Set to true once fixed.
const OBJECT_CELLS_FIXED = true;
/** Screens that already survive an object in every field. */
const SURVIVE_OBJECTS = new Set(['/Stores', '/WeeklyData']);

const tally = tallyFor(import.meta.url);
const { state } = platform();
crashWatch();

const OBJECT = { nested: { deep: true } };
const ODD_VALUES: unknown[] = [['a', 'b'], 42, -0.5, true, null, '', '<img src=x onerror=alert(1)>', LONG];

/** A record whose every listed field holds the same odd value. */
const oddRecord = (id: string, fields: string[], value: unknown) => ({
  _id: id,
  ...Object.fromEntries(fields.map((field) => [field, value])),
});

interface Screen {
  route: string;
  method: 'get' | 'post';
  url: string;
  fields: string[];
  good: Record<string, unknown>;
  goodText: string;
  envelope: (rows: unknown[]) => unknown;
  /** Fields that crash today on any non-array value (left to the skipped bug test). */
  crashing?: string[];
}

const SCREENS: Screen[] = [
  {
    route: '/DataListing',
    method: 'get',
    url: `${API}/users/adminUserLists`,
    fields: ['fullName', 'email', 'phone', 'tagLine', 'userName'],
    good: {
      _id: 'good',
      fullName: 'Good Person',
      email: 'good@example.com',
      phone: '1',
      tagLine: 't',
      userName: 'vendor',
    },
    goodText: 'Good Person',
    envelope: (rows) => ({ status: 1, data: rows }),
  },
  {
    route: '/Stores',
    method: 'get',
    url: `${API}/stores/getAllStoresAdmin`,
    fields: ['businessName', 'businessAddress', 'phone', 'isRegistered', 'businessImage'],
    good: {
      _id: 'good',
      businessName: 'Good Store',
      businessAddress: '1 Main',
      phone: '1',
      isRegistered: false,
      businessImage: '',
    },
    goodText: 'Good Store',
    envelope: (rows) => ({ status: 1, data: rows }),
  },
  {
    route: '/allCoupons',
    method: 'get',
    url: `${API}/coupons/viewAllCoupons`,
    fields: [
      'title',
      'description',
      'discount',
      'startDate',
      'dateOfExpiration',
      'status',
      'couponImage',
      'couponVideo',
    ],
    good: {
      _id: 'good',
      title: 'Good Coupon',
      description: 'd',
      discount: 5,
      startDate: '2026-11-20',
      dateOfExpiration: '2026-12-20',
      status: 'Published',
    },
    goodText: 'Good Coupon',
    envelope: (rows) => ({ status: 1, data: rows }),
  },
  {
    route: '/CreateCoupon',
    method: 'get',
    url: `${API}/coupons/adminCouponList`,
    fields: [
      'title',
      'description',
      'discount',
      'startDate',
      'dateOfExpiration',
      'couponImage',
      'couponVideo',
    ],
    good: {
      _id: 'good',
      title: 'Good Admin Coupon',
      description: 'd',
      discount: 5,
      startDate: '2026-11-20',
      dateOfExpiration: '2026-12-20',
    },
    goodText: 'Good Admin Coupon',
    envelope: (rows) => ({ status: 1, data: rows }),
  },
  {
    route: '/CreateAgent',
    method: 'get',
    url: `${API}/users/adminAgentList`,
    fields: ['email', 'countryCode', 'phone', 'first_name', 'last_name', 'referralNumber'],
    good: {
      _id: 'good',
      email: 'agent@example.com',
      phone: '2125550199',
      first_name: 'Good',
      last_name: 'Agent',
      referralNumber: 'REF1',
    },
    goodText: 'Good Agent',
    envelope: (rows) => ({ status: 1, data: rows }),
  },
  {
    route: '/Data',
    method: 'post',
    url: `${API}/feed/getadminFeedList`,
    fields: ['feedType', 'thumbnail', 'url', 'caption', 'textFeed', 'user', 'flagContent', 'createdAt'],
    good: {
      _id: 'good',
      feedType: 'Text',
      textFeed: { text: 'Good post' },
      user: { userName: 'poster' },
      flagContent: [{ flagMsg: 'spam' }],
      createdAt: '2026-11-20T10:00:00Z',
    },
    goodText: 'Good post',
    crashing: ['flagContent'],
    envelope: (rows) => ({ data: { docs: rows, totalDocs: rows.length, limit: 10, page: 1, totalPages: 1 } }),
  },
  {
    route: '/WeeklyData',
    method: 'post',
    url: `${WEEKLY}/getCsvDatabyWeek`,
    fields: [
      'list_price',
      'sold_price',
      'listing_status',
      'address',
      'city',
      'list_date',
      'contract_date',
      'sold_date',
      'listing_discount',
      'days_on_market',
      'repeat',
    ],
    good: {
      _id: 'good',
      list_price: 1000,
      sold_price: 900,
      listing_status: 'Sold',
      address: 'Good Street 1',
      city: 'Reno',
      list_date: '2026-11-01',
      contract_date: '',
      sold_date: '',
      listing_discount: 1,
      days_on_market: 3,
    },
    goodText: 'Good Street 1',
    envelope: (rows) => ({ status: 1, csvData: rows }),
  },
];

async function renderWith(page: Screen, values: unknown[], fields = page.fields) {
  window.localStorage.setItem('csvsheet_id', 'sheet-2026-w46');
  const rows = [page.good, ...values.map((value, i) => oddRecord(`odd-${i}`, fields, value))];
  state.server.use(http[page.method](page.url, () => HttpResponse.json(page.envelope(rows) as never)));
  const view = renderApp(page.route);
  expect((await screen.findAllByText(page.goodText))[0]).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(values.length));
  expect(view.crashes()).toEqual([]);
  expect(document.querySelector('img[src="x"]')).toBeNull();
  tally.input(values.length);
}

describe.each(SCREENS)('$route with odd records', (page) => {
  it('renders the good row and survives arrays, numbers, booleans, null, markup and 10,000 characters', async () => {
    await renderWith(
      page,
      ODD_VALUES,
      page.fields.filter((field) => !page.crashing?.includes(field)),
    );
  });

  it.skipIf(!OBJECT_CELLS_FIXED && !SURVIVE_OBJECTS.has(page.route))(
    'survives an object in every field',
    async () => {
      await renderWith(page, [OBJECT, ...(page.crashing ? ODD_VALUES : [])]);
    },
  );
});
