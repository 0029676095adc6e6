// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { BusinessType } from '../../../src/resources/businessTypes/record';
import { parseStoresCsv } from '../../../src/resources/stores/mock';
import type { Store } from '../../../src/resources/stores/record';
import { splitAddress } from '../../../src/resources/vendors/mock';
import { form, get, post, useMockServer } from './support';

interface ListReply<T> {
  status: number;
  data: T[];
}
interface VendorsReply {
  status: number;
  users: { _id: string; userName: string; email: string; store: { _id: string; businessName: string }[] }[];
}

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

describe('vendors', () => {
  const db = useMockServer();
  const vendor = {
    businessName: 'Harbor Books',
    businessAddress: '100 River St, Hoboken, NJ 07030, USA',
    businessType: '7',
    contactPerson: 'Ana Lima',
    userName: 'Ana Lima',
    countryCode: '+1',
    phone: '2015550142',
    longitude: -74.03,
    latitude: 40.74,
    email: 'ana@harborbooks.example.com',
    isforceful: false,
    website: 'https://harborbooks.example.com',
  };

  it('lists vendors with their stores', async () => {
    const { body } = await get<VendorsReply>('/coupons/adminVendorslist');
    expect(body.status).toBe(1);
    expect(body.users.length).toBeGreaterThanOrEqual(35);
    expect(body.users[0]!.store[0]).toEqual({ _id: expect.any(String), businessName: expect.any(String) });
  });

  it('adds a vendor with its store; a used e-mail needs isforceful', async () => {
    expect((await post('/users/adminAddVendor', vendor)).body).toMatchObject({
      status: 1,
      message: 'Vendor added successfully',
    });
    const list = (await get<VendorsReply>('/coupons/adminVendorslist')).body.users;
    expect(list[0]).toMatchObject({ userName: 'Ana Lima', store: [{ businessName: 'Harbor Books' }] });
    expect((await stores())[0]).toMatchObject({
      businessCity: 'Hoboken',
      businessState: 'NJ',
      businessZip: '07030',
      latitude: 40.74,
    });

    expect(await post('/users/adminAddVendor', vendor)).toEqual({
      status: 200,
      body: { status: 0, message: 'Email already exists' },
    });
    await post('/users/adminAddVendor', { ...vendor, businessName: 'Harbor Books 2', isforceful: true });
    const again = (await get<VendorsReply>('/coupons/adminVendorslist')).body.users;
    expect(again).toHaveLength(list.length);
    expect(again[0]!.store.map((store) => store.businessName)).toEqual(['Harbor Books', 'Harbor Books 2']);
  });

  it('updates a vendor by store id', async () => {
    const store = db.collection<Store>('stores').find((s) => s.vendor)!;
    const payload = {
      id: store._id,
      businessName: 'Renamed Shop',
      businessType: '2',
      businessAddress: '1 New Rd, Summit, NJ 07901',
      contactPerson: 'Lee Park',
      userName: 'Lee Park',
      email: store.email,
      countryCode: '+1',
      phone: '9085550000',
      website: '',
    };
    expect((await post('/users/updateVendor', payload)).body).toMatchObject({
      status: 1,
      message: 'Vendor updated successfully',
    });
    expect((await stores()).find((s) => s._id === store._id)).toMatchObject({
      businessName: 'Renamed Shop',
      contactPerson: 'Lee Park',
      phone: '9085550000',
      website: '',
    });
    const vendors = (await get<VendorsReply>('/coupons/adminVendorslist')).body.users;
    expect(vendors.find((v) => v._id === store.vendor)?.userName).toBe('Lee Park');
    expect((await post('/users/updateVendor', { ...payload, id: 'a'.repeat(24) })).body.status).toBe(0);
  });

  it('edits phone and image through multipart', async () => {
    const store = db.collection<Store>('stores')[0]!;
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'croppedImage.png', {
      type: 'image/png',
    });
    const { body } = await post(
      '/users/editAdminVendorData',
      form({ _id: store._id, phone: '7185550123', businessImage: png }),
    );
    expect(body).toMatchObject({ status: true, message: 'Data Update successful' });
    const updated = (await stores()).find((s) => s._id === store._id)!;
    expect(updated.phone).toBe('7185550123');
    expect(updated.businessImage).toBe('data:image/png;base64,iVBORw0KGgo=');

    const big = new File([new Uint8Array(1_600_000)], 'big.png', { type: 'image/png' });
    await post('/users/editAdminVendorData', form({ _id: store._id, businessImage: big }));
    expect((await stores()).find((s) => s._id === store._id)!.businessImage).toMatch(
      /^data:image\/svg\+xml,/,
    );

    expect((await post('/users/editAdminVendorData', form({ _id: 'b'.repeat(24) }))).body.status).toBe(false);
  });

  it('splits address labels into city, state and ZIP', () => {
    expect(splitAddress('1 A St, Princeton, NJ 08540, USA')).toEqual({
      businessCity: 'Princeton',
      businessState: 'NJ',
      businessZip: '08540',
    });
    expect(splitAddress('somewhere')).toEqual({ businessCity: '', businessState: '', businessZip: '' });
  });
});

describe('business types', () => {
  useMockServer();
  it('lists id/name pairs under data', async () => {
    const { body } = await get<ListReply<BusinessType>>('/businessType/getBusinessWebType');
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    expect(body.data[0]).toEqual({ id: '1', name: 'Restaurant' });
  });
});
