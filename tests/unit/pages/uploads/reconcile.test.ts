import { describe, expect, test } from 'vitest';
import { csvFileOf, previewCsvText } from '../../../../src/pages/uploads/csvFile';
import {
  columnsOf,
  includedByDefault,
  normalizeText,
  type Reason,
  reconcileRows,
  rowPhone,
  type StoreLike,
} from '../../../../src/pages/uploads/reconcile';

const STORES: StoreLike[] = [
  {
    id: 's1',
    businessName: 'Blue Door Kitchen',
    businessAddress: '491 Oak Rd, Jersey City, NJ 07302',
    phone: '6465559948',
    countryCode: '+1',
    isRegistered: false,
  },
  {
    id: 's2',
    businessName: 'Café Dú Monde',
    businessAddress: '12 Elm St, Reno, NV 89501',
    phone: '7185550285',
    countryCode: '+1',
    isRegistered: true,
  },
  {
    id: 's3',
    businessName: 'London Tea Room',
    businessAddress: '1 Strand, London',
    phone: '2079460958',
    countryCode: '+44',
    isRegistered: false,
  },
];

const check = async (csv: string, stores: StoreLike[] | undefined = STORES) => {
  const preview = await previewCsvText(csv);
  return reconcileRows(preview, stores);
};
const reasonsOf = (result: Awaited<ReturnType<typeof check>>, row: number): Reason[] =>
  result.rows[row - 1]!.reasons;

describe('normalizeText', () => {
  test.each([
    ['Café  Dú-Monde!', 'cafe du monde'],
    ['  BLUE door   kitchen ', 'blue door kitchen'],
    ['Blue Door Kitchen', 'blue door kitchen'],
    ["O'Reilly & Sons, Inc.", 'o reilly sons inc'],
    ['Straße', 'straße'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, expected) => expect(normalizeText(value)).toBe(expected));
});

describe('rowPhone', () => {
  test.each([
    ['(646) 555-9948', '', '+16465559948', true],
    ['646.555.9948', '', '+16465559948', true],
    ['1-646-555-9948', '', '+16465559948', true],
    ['+44 20 7946 0958', '', '+442079460958', true],
    ['020 7946 0958', '+44', '+442079460958', true],
    ['020 7946 0958', '44', '+442079460958', true],
    ['020 7946 0958', 'GB', '+442079460958', true],
    ['12-34', '', '+11234', false],
  ])('%j with country code %j → %s (valid: %s)', (raw, code, key, valid) =>
    expect(rowPhone(raw, code)).toEqual({ key, valid }),
  );

  test('no digits at all is no phone', () => expect(rowPhone('n/a')).toEqual({ key: '', valid: false }));
});

describe('columnsOf', () => {
  test('reads headers loosely, with the platform’s aliases and a country code column', () => {
    expect(
      columnsOf(['Business Name', 'ADDRESS', 'city', 'zip_code', 'Phone Number', 'Country code', 'x']),
    ).toEqual({
      businessName: [0],
      businessAddress: [1],
      businessCity: [2],
      businessZip: [3],
      phone: [4],
      countryCode: [5],
    });
  });
});

describe('reconcileRows', () => {
  const HEADER = 'businessName,businessAddress,businessCity,businessState,businessZip,phone';

  test('flags likely duplicates of stores: phone in E.164, name and address normalised', async () => {
    const result = await check(
      [
        HEADER,
        'Fresh Bakery,9 Pine St,Austin,TX,73301,(512) 555-0100',
        'Another Place,1 Main St,Newark,NJ,07102,+1 646-555-9948',
        'CAFE DU MONDE!,3 Other Rd,Reno,NV,89501,',
        'Somewhere,12 Elm St.,Reno,NV,89501,',
        'blue door kitchen,491 Oak Rd,Jersey City,NJ,07302,646 555 9948',
      ].join('\n'),
    );
    expect(result.rows.map((row) => row.status)).toEqual([
      'ok',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(reasonsOf(result, 1)).toEqual([]);
    expect(reasonsOf(result, 2)).toEqual([
      { kind: 'store', on: ['phone'], store: 'Blue Door Kitchen', storeId: 's1' },
    ]);
    expect(reasonsOf(result, 3)).toEqual([
      { kind: 'store', on: ['name'], store: 'Café Dú Monde', storeId: 's2' },
    ]);
    expect(reasonsOf(result, 4)).toEqual([
      { kind: 'store', on: ['address'], store: 'Café Dú Monde', storeId: 's2' },
    ]);
    expect(reasonsOf(result, 5)).toEqual([
      { kind: 'store', on: ['name', 'phone', 'address'], store: 'Blue Door Kitchen', storeId: 's1' },
      { kind: 'repeats', row: 2, on: ['phone'] },
    ]);
    expect(result.duplicates).toBe(4);
    expect(result.malformed).toBe(0);
    expect(result.againstStores).toBe(true);
  });

  test('a country code column puts a national number in its country', async () => {
    const result = await check('name,phone,countryCode\nTea,020 7946 0958,+44\nTea Two,020 7946 0958,\n');
    expect(reasonsOf(result, 1)).toEqual([
      { kind: 'store', on: ['phone'], store: 'London Tea Room', storeId: 's3' },
    ]);
    // Read as a US number, the same digits are not a phone at all.
    expect(reasonsOf(result, 2)).toEqual([{ kind: 'invalid_phone' }]);
  });

  test('flags rows repeated within the file, naming the first one', async () => {
    const result = await check(
      [
        HEADER,
        'Green Grocer,5 Hill Rd,Austin,TX,73301,5125550100',
        'Other,7 Bay Rd,Austin,TX,73301,512-555-0100',
        'GREEN grocer,,Austin,TX,73301,',
      ].join('\n'),
    );
    expect(reasonsOf(result, 2)).toEqual([{ kind: 'repeats', row: 1, on: ['phone'] }]);
    expect(reasonsOf(result, 3)).toEqual([{ kind: 'repeats', row: 1, on: ['name'] }]);
  });

  test('flags malformed rows: broken line, no business name, invalid phone', async () => {
    const result = await check(
      [
        HEADER,
        'Shop A,1 A St,Austin,TX,73301',
        ',2 B St,Austin,TX,73301,5125550101',
        'Shop C,3 C St,Austin,TX,73301,12-34',
        'Shop D,4 D St,Austin,TX,73301,5125550102',
      ].join('\n'),
    );
    expect(reasonsOf(result, 1)).toEqual([{ kind: 'fields', found: 5, expected: 6 }]);
    expect(reasonsOf(result, 2)).toEqual([{ kind: 'missing_name' }]);
    expect(reasonsOf(result, 3)).toEqual([{ kind: 'invalid_phone' }]);
    expect(result.rows.map((row) => row.status)).toEqual(['malformed', 'malformed', 'malformed', 'ok']);
    expect(result.malformed).toBe(3);
    expect([...includedByDefault(result.rows)]).toEqual([4]);
  });

  test('a row both malformed and a duplicate counts as malformed, with every reason', async () => {
    const result = await check(`${HEADER}\nBlue Door Kitchen,,,,,12-34\n`);
    expect(result.rows[0]!.status).toBe('malformed');
    expect(reasonsOf(result, 1)).toEqual([
      { kind: 'invalid_phone' },
      { kind: 'store', on: ['name'], store: 'Blue Door Kitchen', storeId: 's1' },
    ]);
    expect([result.duplicates, result.malformed]).toEqual([0, 1]);
  });

  test('without the stores list the rows are still compared with each other', async () => {
    const preview = await previewCsvText(
      `${HEADER}\nBlue Door Kitchen,,,,,6465559948\nBlue Door Kitchen,,,,,\n`,
    );
    const result = reconcileRows(preview, undefined);
    expect(result.againstStores).toBe(false);
    expect(reasonsOf(result, 1)).toEqual([]);
    expect(reasonsOf(result, 2)).toEqual([{ kind: 'repeats', row: 1, on: ['name'] }]);
  });

  test('a city and state alone are no address to compare', async () => {
    const result = await check('name,city,state\nOne,Reno,NV\nTwo,Reno,NV\n');
    expect(result.rows.every((row) => row.status === 'ok')).toBe(true);
  });
});

describe('csvFileOf', () => {
  test('rebuilds the file from some rows: same name, header and cells as written, delimiter, line breaks', async () => {
    const text =
      'Business Name ;phone\r\n"Shop; A";5125550100\r\nShop B;5125550101\r\n"Shop ""C""";5125550102\r\n';
    const preview = await previewCsvText(text);
    expect(preview.delimiter).toBe(';');
    const file = await csvFileOf(new File([text], 'stores.csv', { type: 'text/csv' }), preview, [
      preview.rows[0]!,
      preview.rows[2]!,
    ]);
    expect(file.name).toBe('stores.csv');
    expect(file.type).toBe('text/csv');
    // Papa quotes a cell with an outer space: read back, it is the same text.
    expect(await file.text()).toBe(
      '"Business Name ";phone\r\n"Shop; A";5125550100\r\n"Shop ""C""";5125550102',
    );
    const again = await previewCsvText(await file.text());
    expect(again.rawHeader).toEqual(preview.rawHeader);
    expect(again.rows).toEqual([preview.rows[0], preview.rows[2]]);
  });

  test('keeps a leading + (no formula escaping): a phone stays a phone', async () => {
    const preview = await previewCsvText('name,phone\nTea,+44 20 7946 0958\n');
    const file = await csvFileOf(new File(['x'], 'a.csv'), preview, preview.rows);
    expect(await file.text()).toBe('name,phone\nTea,+44 20 7946 0958');
  });
});
