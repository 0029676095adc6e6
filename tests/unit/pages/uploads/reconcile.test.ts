import { afterEach, describe, expect, test, vi } from 'vitest';
import type { AnyResource } from '../../../../src/engine';
import { screenExporter } from '../../../../src/engine/views/listExport';
import { createI18nProvider } from '../../../../src/i18n';
import { csvFileOf, previewCsvText } from '../../../../src/pages/uploads/csvFile';
import {
  columnsOf,
  headerKey,
  includedByDefault,
  matchKey,
  type Reason,
  reconcileRows,
  rowPhone,
  type StoreLike,
} from '../../../../src/pages/uploads/reconcile';
import { stores } from '../../../../src/resources/stores';

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

describe('matchKey', () => {
  test.each([
    ['Café  Dú-Monde!', 'cafe du monde'],
    ['  BLUE door   kitchen ', 'blue door kitchen'],
    ['Blue Door Kitchen', 'blue door kitchen'],
    ["O'Reilly & Sons, Inc.", 'o reilly sons inc'],
    ['Straße', 'straße'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (value, expected) => expect(matchKey(value)).toBe(expected));
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

describe('headerKey', () => {
  test.each([
    ['Business Name', 'businessname'],
    ['zip_code', 'zipcode'],
    ['Téléphone', 'telephone'],
    ['TÉLÉPHONE ', 'telephone'],
    ['Vollständiger Name', 'vollstandigername'],
    ['Dirección', 'direccion'],
    ['Straße', 'straße'],
    ['Телефон', 'телефон'],
    ['電話番号', '電話番号'],
    ['Phone 2', 'phone'],
  ])('%j → %j', (header, expected) => expect(headerKey(header)).toBe(expected));
});

describe('columnsOf, in every language the console ships', () => {
  test('French headers, as the Stores export writes them', () => {
    expect(columnsOf(['Nom complet', 'Adresse', 'Téléphone', 'Enregistré'])).toEqual({
      businessName: [0],
      businessAddress: [1],
      phone: [2],
    });
  });

  test('German and Spanish headers', () => {
    expect(columnsOf(['Vollständiger Name', 'Adresse', 'Telefon', 'Registriert'])).toEqual({
      businessName: [0],
      businessAddress: [1],
      phone: [2],
    });
    expect(columnsOf(['Nombre completo', 'Dirección', 'Teléfono'])).toEqual({
      businessName: [0],
      businessAddress: [1],
      phone: [2],
    });
  });

  test('the English headers the export writes', () => {
    expect(columnsOf(['Full Name', 'Address', 'Phone', 'Registered'])).toEqual({
      businessName: [0],
      businessAddress: [1],
      phone: [2],
    });
  });

  test('accents and case as typed by hand', () => {
    expect(columnsOf(['NOM COMPLET', 'adresse', 'Telephone', 'TÉLÉPHONE', 'Vollstandiger name'])).toEqual({
      businessName: [0, 4],
      businessAddress: [1],
      phone: [2, 3],
    });
  });

  test('the raw keys of "CSV for re-import" and the platform’s aliases still read', () => {
    expect(
      columnsOf([
        'id',
        'businessName',
        'businessAddress',
        'phone',
        'isRegistered',
        'businessCity',
        'businessState',
        'businessZip',
        'countryCode',
      ]),
    ).toEqual({
      businessName: [1],
      businessAddress: [2],
      phone: [3],
      businessCity: [5],
      businessState: [6],
      businessZip: [7],
      countryCode: [8],
    });
    expect(columnsOf(['name', 'state', 'Postal code', 'Dial code', 'Phone 2'])).toEqual({
      businessName: [0],
      businessState: [1],
      businessZip: [2],
      countryCode: [3],
      phone: [4],
    });
  });

  test('an unknown header is ignored, as before: a row without a known name column has no name', async () => {
    expect(columnsOf(['Raison sociale', 'Enregistré', 'Image', '', '%%'])).toEqual({});
    const result = await check('Raison sociale,Téléphone\nNouveau,+1 512 555 0100\n');
    expect(reasonsOf(result, 1)).toEqual([{ kind: 'missing_name' }]);
  });
});

describe('reading the console’s own exports back', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The CSV the Stores list's screen export hands to the browser's download, in `locale`. */
  async function storesExport(locale: string, records: Record<string, unknown>[]): Promise<string> {
    const i18n = createI18nProvider();
    await i18n.changeLocale(locale);
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((made) => {
      blob = made as Blob;
      return 'blob:export';
    });
    await screenExporter(stores as unknown as AnyResource, i18n.translate, locale)(
      records,
      vi.fn(),
      {} as never,
      'stores',
    );
    await vi.waitFor(() => expect(blob).toBeDefined());
    return blob!.text();
  }

  test.each(['fr', 'de', 'es', 'en'])(
    'a Stores export in %s reads back: every row of it is a known store',
    async (locale) => {
      const csv = await storesExport(
        locale,
        STORES.map((store) => ({ ...store, businessImage: 'https://img.test/x.png' })),
      );
      if (locale === 'fr')
        expect(csv.split(/\r?\n/)[0]).toContain('Nom complet,Adresse,Téléphone,Enregistré');
      const preview = await previewCsvText(csv);
      expect(columnsOf(preview.headers)).toMatchObject({
        businessName: [0],
        businessAddress: [1],
        phone: [2],
      });
      const result = reconcileRows(preview, STORES);
      expect(result.malformed).toBe(0);
      expect(result.rows.map((row) => row.reasons)).toEqual(
        STORES.map((store) => [
          { kind: 'store', on: ['name', 'phone', 'address'], store: store.businessName, storeId: store.id },
        ]),
      );
    },
  );
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
