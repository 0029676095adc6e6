import { HttpError, type RaRecord } from 'react-admin';
import type { Json } from '../../api/envelope';
import { type ActionDef, idSegment, recordIn, toFormData } from '../../schema';
import { type IdParams, messageOf, rejectExplicitFailure } from '../shared';
import { type CreateStorePayload, toCreateStorePayload } from './payloads';

export interface ImportStoresParams {
  file: File;
  onUploadProgress?: (fraction: number) => void;
}

export interface UpdateVendorImageParams extends IdParams {
  phone: string;
  businessImage?: File;
}

const markRegistered: ActionDef<IdParams, { id: IdParams['id']; message?: string }> = {
  method: 'GET',
  path: ({ id }) => `/stores/markRegister/${idSegment(id)}`,
  read: (body, { id }) => ({ id, ...messageOf(rejectExplicitFailure(body)) }),
};

/** Multipart `file`; progress reaches the caller through the HTTP layer's upload callback. */
const importStores: ActionDef<ImportStoresParams, { message?: string }> = {
  method: 'POST',
  path: '/stores/importStores',
  body: ({ file }) => toFormData({ file }),
  read: (body) => messageOf(rejectExplicitFailure(body)),
};

const createStore: ActionDef<CreateStorePayload, { message?: string; record?: RaRecord }> = {
  method: 'POST',
  path: '/stores/createStore',
  body: (payload) => ({ ...toCreateStorePayload(payload) }),
  read: (body: Json) => ({ ...messageOf(rejectExplicitFailure(body)), record: recordIn(body) }),
};

/**
 * Edit Vendor's image form: `status: true` is the only success; any other reply is "Something
 * went wrong", a connection failure is "Error updating vendor" (SPEC 8).
 */
const updateVendorImage: ActionDef<UpdateVendorImageParams, { message?: string }> = {
  async run({ id, phone, businessImage }, { http }) {
    let body: Json;
    try {
      const form = toFormData({ _id: String(id), phone, businessImage });
      body = (await http.request('/users/editAdminVendorData', { method: 'POST', body: form })).json;
    } catch (error) {
      if (error instanceof HttpError)
        throw new HttpError('resources.stores.notifications.image_failed', error.status, error.body);
      throw new HttpError('resources.stores.notifications.image_network', 0);
    }
    const status =
      (body as { status?: unknown } | null)?.status ??
      (body as { data?: { status?: unknown } } | null)?.data?.status;
    if (status !== true && status !== 'true')
      throw new HttpError('resources.stores.notifications.image_failed', 200, body);
    return messageOf(body);
  },
};

export const storeActions = { markRegistered, importStores, createStore, updateVendorImage };
