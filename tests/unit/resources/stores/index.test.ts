import { HttpResponse, http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, recording } from '../../engine/helpers';
import { mappingServer, page, platformHolds } from '../setup';

const { server, log, provider } = mappingServer();

const store = {
  _id: 's1',
  businessName: 'Blue Cafe',
  businessAddress: '1 Main St, Hoboken, NJ 07030',
  phone: '4155552671',
  countryCode: '+1',
  isRegistered: false,
  businessImage: 'data:image/png;base64,AAAA',
  contactPerson: 'Bo',
  email: 'bo@example.com',
};
const previous = { ...store, id: 's1' };

describe('stores mapping', () => {
  it('lists with GET /stores/getAllStoresAdmin reading data[]', async () => {
    server.use(recording('get', `${API}/stores/getAllStoresAdmin`, { status: 1, data: [store] }, log));
    expect(await provider().getList('stores', page())).toEqual({ data: [previous], total: 1 });
    expect(log[0]).toEqual({ method: 'GET', path: '/stores/getAllStoresAdmin' });
  });

  it('ADD NEW BUSINESS posts the admin vendor creation payload to /users/adminAddVendor', async () => {
    server.use(
      recording('post', `${API}/users/adminAddVendor`, { status: 1, data: { ...store, _id: 's9' } }, log),
    );
    const data = {
      businessName: 'Blue Cafe',
      businessType: 'bt1',
      businessAddress: '1 Main St',
      contactPerson: 'Bo Diddley',
      phone: '+14155552671',
      email: 'bo@example.com',
      website: 'https://blue.example',
    };
    const result = await provider().create('stores', { data });
    expect(log[0]).toEqual({
      method: 'POST',
      path: '/users/adminAddVendor',
      json: {
        businessName: 'Blue Cafe',
        businessAddress: '1 Main St',
        businessType: 'bt1',
        contactPerson: 'Bo Diddley',
        userName: 'Bo Diddley',
        countryCode: '+1',
        phone: '4155552671',
        longitude: null,
        latitude: null,
        email: 'bo@example.com',
        isforceful: false,
        website: 'https://blue.example',
      },
    });
    expect(result.data.id).toBe('s9');
  });

  it('shows the server message when adding a business fails', async () => {
    server.use(
      recording('post', `${API}/users/adminAddVendor`, { status: 0, message: 'Email already exists' }, log),
    );
    await expect(provider().create('stores', { data: { phone: '+14155552671' } })).rejects.toMatchObject({
      message: 'Email already exists',
    });
  });

  it('Edit Vendor posts the vendor update payload to /users/updateVendor and passes the server message on', async () => {
    server.use(
      recording('post', `${API}/users/updateVendor`, { status: 1, message: 'Vendor updated!' }, log),
      platformHolds(`${API}/stores/getAllStoresAdmin`, [store]),
    );
    const data = {
      ...previous,
      businessType: 'bt2',
      contactPerson: 'Bo',
      phone: '+442071838750',
      website: '',
    };
    const result = await provider().update('stores', { id: 's1', data, previousData: previous });
    expect(log[0]?.json).toEqual({
      id: 's1',
      businessName: 'Blue Cafe',
      businessType: 'bt2',
      businessAddress: '1 Main St, Hoboken, NJ 07030',
      contactPerson: 'Bo',
      userName: 'Bo',
      email: 'bo@example.com',
      countryCode: '+44',
      phone: '2071838750',
      website: '',
    });
    expect(result.meta).toMatchObject({ message: 'Vendor updated!', before: { id: 's1' } });
  });

  it('Edit Vendor reports "something wrong" when status is not 1', async () => {
    server.use(
      recording('post', `${API}/users/updateVendor`, { status: 0, message: 'nope' }, log),
      platformHolds(`${API}/stores/getAllStoresAdmin`, [store]),
    );
    await expect(
      provider().update('stores', { id: 's1', data: previous, previousData: previous }),
    ).rejects.toMatchObject({
      message: 'app.errors.something_wrong',
    });
  });

  it('marks as registered with GET /stores/markRegister/{id}', async () => {
    server.use(recording('get', `${API}/stores/markRegister/:id`, { status: 1, message: 'ok' }, log));
    expect(await provider().markRegistered({ id: 's1' })).toEqual({ data: { id: 's1' } });
    expect(log[0]).toEqual({ method: 'GET', path: '/stores/markRegister/s1' });
  });

  it('deletes with GET /stores/deleteStore/{id}', async () => {
    server.use(recording('get', `${API}/stores/deleteStore/:id`, { status: 1 }, log));
    await provider().delete('stores', { id: 's1', previousData: previous });
    expect(log[0]).toEqual({ method: 'GET', path: '/stores/deleteStore/s1' });
  });

  it('imports with multipart POST /stores/importStores (field file) and reports upload progress', async () => {
    server.use(
      recording(
        'post',
        `${API}/stores/importStores`,
        { status: 1, message: 'File uploaded successfully' },
        log,
      ),
    );
    const fractions: number[] = [];
    const file = new File(['businessName\nBlue'], 'stores.csv', { type: 'text/csv' });
    const result = await provider().importStores({ file, onUploadProgress: (f) => fractions.push(f) });
    expect(log[0]?.path).toBe('/stores/importStores');
    expect(log[0]?.form).toEqual({ file: { name: 'stores.csv', type: 'text/csv', size: file.size } });
    expect(result).toEqual({ data: { message: 'File uploaded successfully' } });
    expect(fractions.at(-1)).toBe(1);
  });

  it('import failures say the spec\'s "Error uploading file", whatever the server wrote', async () => {
    server.use(
      mswHttp.post(`${API}/stores/importStores`, () =>
        HttpResponse.json({ status: 0, message: 'Bad header row' }, { status: 400 }),
      ),
    );
    await expect(provider().importStores({ file: new File(['x'], 'x.csv') })).rejects.toMatchObject({
      message: 'app.businessUploads.failure',
    });
  });

  it('creates a store with POST /stores/createStore and exactly the eight spec fields', async () => {
    server.use(
      recording(
        'post',
        `${API}/stores/createStore`,
        { status: 1, message: 'Store created successfully!' },
        log,
      ),
    );
    const payload = {
      doingBusinessas: 'Blue',
      businessName: 'Blue Cafe',
      businessAddress: '1 Main St',
      businessCity: 'Hoboken',
      businessState: 'NJ',
      businessZip: '07030',
      phone: '4155552671',
      website: '',
    };
    const result = await provider().createStore({ ...payload, extra: 'x' } as typeof payload);
    expect(log[0]).toEqual({ method: 'POST', path: '/stores/createStore', json: payload });
    expect(result.data.message).toBe('Store created successfully!');
  });

  it('updates the vendor image with multipart /users/editAdminVendorData {_id, phone, businessImage}', async () => {
    server.use(
      recording(
        'post',
        `${API}/users/editAdminVendorData`,
        { status: true, message: 'Data Update successful' },
        log,
      ),
    );
    const image = new File(['png'], 'croppedImage.png', { type: 'image/png' });
    await provider().updateVendorImage({ id: 's1', phone: '4155552671', businessImage: image });
    expect(log[0]?.form).toEqual({
      _id: 's1',
      phone: '4155552671',
      businessImage: { name: 'croppedImage.png', type: 'image/png', size: 3 },
    });
    await provider().updateVendorImage({ id: 's1', phone: '4155552671' });
    expect(log[1]?.form).toEqual({ _id: 's1', phone: '4155552671' });
  });

  it('vendor image: status false → "Something went wrong", no connection → "Error updating vendor"', async () => {
    server.use(recording('post', `${API}/users/editAdminVendorData`, { status: false }, log));
    await expect(provider().updateVendorImage({ id: 's1', phone: '1' })).rejects.toMatchObject({
      message: 'resources.stores.notifications.image_failed',
    });
    server.use(mswHttp.post(`${API}/users/editAdminVendorData`, () => HttpResponse.error()));
    await expect(provider().updateVendorImage({ id: 's1', phone: '1' })).rejects.toMatchObject({
      message: 'resources.stores.notifications.image_network',
    });
  });
});
