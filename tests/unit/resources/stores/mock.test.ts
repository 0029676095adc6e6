// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStoresCsv } from '../../../../src/resources/stores/mock';
import type { Store } from '../../../../src/resources/stores/record';
import { form, get, type ListReply, post, useMockServer } from '../../mocks/support';

const stores = async () => (await get<ListReply<Store>>('/stores/getAllStoresAdmin')).body.data;

describe('stores', () => {
  const db = useMockServer();

  it('lists stores with the fields the console shows', async () => {
    const list = await stores();
    expect(list).toHaveLength(db.collection<Store>('stores').length);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining([
        '_id',
        'businessName',
        'businessAddress',
        'phone',
        'isRegistered',
        'businessImage',
      ]),
    );
  });

  it('marks a store registered and deletes one', async () => {
    const target = db.collection<Store>('stores').find((store) => !store.isRegistered)!;
    expect((await get(`/stores/markRegister/${target._id}`)).body).toEqual({
      message: 'Store marked as registered successfully',
    });
    expect((await stores()).find((store) => store._id === target._id)?.isRegistered).toBe(true);

    const owned = db.collection<Store>('stores').find((store) => store.vendor)!;
    expect((await get(`/stores/deleteStore/${owned._id}`)).body).toEqual({
      message: 'Store deleted successfully',
    });
    expect((await stores()).some((store) => store._id === owned._id)).toBe(false);
    type VendorsReply = { users: { _id: string; store: unknown[] }[] };
    const vendors = (await get<VendorsReply>('/coupons/adminVendorslist')).body.users;
    expect(vendors.find((vendor) => vendor._id === owned.vendor)?.store).toEqual([]);
    expect(await get(`/stores/deleteStore/${owned._id}`)).toEqual({
      status: 404,
      body: { status: 0, message: 'Store not found' },
    });
    expect((await get(`/stores/markRegister/${owned._id}`)).status).toBe(404);
  });

  it('creates a store and validates the required fields', async () => {
    const payload = {
      doingBusinessas: 'Joe’s',
      businessName: 'Joe Pizza',
      businessAddress: '7 Carmine St',
      businessCity: 'New York',
      businessState: 'NY',
      businessZip: '10014',
      phone: '2125550111',
      website: '',
    };
    const { body } = await post<{ status: number; message: string; data: Store }>(
      '/stores/createStore',
      payload,
    );
    expect(body).toMatchObject({
      status: 1,
      message: 'Store created successfully!',
      data: { businessName: 'Joe Pizza' },
    });
    expect((await stores())[0]).toMatchObject({
      _id: body.data._id,
      isRegistered: false,
      businessZip: '10014',
    });
    expect(await post('/stores/createStore', { ...payload, businessZip: '' })).toEqual({
      status: 400,
      body: { status: 0, message: 'businessZip is required' },
    });
  });

  it('imports stores from a CSV file', async () => {
    const csv = [
      'Business Name,businessAddress,businessCity,businessState,businessZip,phone,email',
      '"Smith, Jones & Co","12 Main St, Suite 4",Hoboken,NJ,07030,2015550101,info@smithjones.example.com',
      '"The ""Quoted"" Cafe",1 Elm St,Summit,NJ,07901,9085550102,',
      ',no name here,Summit,NJ,07901,,',
      '',
    ].join('\r\n');
    const before = db.collection<Store>('stores').length;
    const file = new File([csv], 'stores.csv', { type: 'text/csv' });
    const { body } = await post('/stores/importStores', form({ file }));
    expect(body).toEqual({ status: 1, message: 'File uploaded successfully', imported: 2, skipped: 1 });
    const list = await stores();
    expect(list).toHaveLength(before + 2);
    expect(list.map((store) => store.businessName)).toEqual(
      expect.arrayContaining(['Smith, Jones & Co', 'The "Quoted" Cafe']),
    );
    expect(list.find((store) => store.businessName === 'Smith, Jones & Co')).toMatchObject({
      businessAddress: '12 Main St, Suite 4',
      businessZip: '07030',
      website: '',
    });
  });

  it('rejects an import without a file or with an unreadable one', async () => {
    const failure = { status: 400, body: { status: 0, message: 'Error uploading file' } };
    expect(await post('/stores/importStores', form({}))).toEqual(failure);
    const junk = new File(['\u0000\u0001garbage'], 'x.csv', { type: 'text/csv' });
    expect(await post('/stores/importStores', form({ file: junk }))).toEqual(failure);
  });

  it('parses CSV with loose headers and missing columns', () => {
    expect(parseStoresCsv('foo,bar\n1,2')).toBeNull();
    // Papa Parse guesses the delimiter: European-style semicolon files work too.
    expect(parseStoresCsv('name;city\nAcme;Summit')).toEqual([
      { businessName: 'Acme', businessCity: 'Summit' },
    ]);
    expect(parseStoresCsv('NAME,ZIP Code\nAcme,12345')).toEqual([
      { businessName: 'Acme', businessZip: '12345' },
    ]);
  });
});
