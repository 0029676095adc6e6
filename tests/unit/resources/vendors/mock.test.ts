// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Store } from '../../../../src/resources/stores/record';
import { splitAddress } from '../../../../src/resources/vendors/mock';
import { form, get, type ListReply, post, useMockServer } from '../../mocks/support';

interface VendorsReply {
  status: number;
  users: { _id: string; userName: string; email: string; store: { _id: string; businessName: string }[] }[];
}

const stores = async () => (await get<ListReply<Store>>('/stores/getAllStoresAdmin')).body.data;

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
