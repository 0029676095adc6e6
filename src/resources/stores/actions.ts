import type { RaRecord } from 'react-admin';
import type { Json } from '../../api/envelope';
import { actionHookFor, defineAction, idSegment, recordIn, toFormData } from '../../engine';
import { type IdParams, replyMessage } from '../shared';
import { type CreateStorePayload, toCreateStorePayload } from './payloads';

export interface ImportStoresParams {
  file: File;
  onUploadProgress?: (fraction: number) => void;
}

export interface UpdateVendorImageParams extends IdParams {
  phone: string;
  businessImage?: File;
}

const markRegistered = defineAction<IdParams, { id: IdParams['id'] }>({
  method: 'GET',
  path: ({ id }) => `/stores/markRegister/${idSegment(id)}`,
  read: (_body, { id }) => ({ id }),
  reply: { success: 'resources.stores.notifications.registered' },
});

/** Multipart `file`; progress reaches the caller through the HTTP layer's upload callback. */
const importStores = defineAction<ImportStoresParams, { message?: string }>({
  method: 'POST',
  path: '/stores/importStores',
  body: ({ file }) => toFormData({ file }),
  read: replyMessage,
  // SPEC 8: "File uploaded successfully" / "Error uploading file", whatever the server says.
  reply: {
    success: 'app.businessUploads.success',
    refused: 'app.businessUploads.failure',
    failed: 'app.businessUploads.failure',
    offline: 'app.businessUploads.failure',
  },
});

const createStore = defineAction<CreateStorePayload, { message?: string; record?: RaRecord }>({
  method: 'POST',
  path: '/stores/createStore',
  body: (payload) => ({ ...toCreateStorePayload(payload) }),
  read: (body: Json) => ({ ...replyMessage(body), record: recordIn(body) }),
  reply: { success: 'app.business.created' },
});

/**
 * Edit Vendor's image form (SPEC 8): `status: true` is the only success; any other reply is
 * "Something went wrong", a connection failure "Error updating vendor".
 */
const updateVendorImage = defineAction<UpdateVendorImageParams, { message?: string }>({
  method: 'POST',
  path: '/users/editAdminVendorData',
  body: ({ id, phone, businessImage }) => toFormData({ _id: String(id), phone, businessImage }),
  read: replyMessage,
  reply: {
    reads: 'status',
    refused: 'resources.stores.notifications.image_failed',
    failed: 'resources.stores.notifications.image_failed',
    offline: 'resources.stores.notifications.image_network',
    success: 'resources.stores.notifications.image_updated',
  },
});

export const storeActions = { markRegistered, importStores, createStore, updateVendorImage };

/** A stores action by name, typed: `const { run, isPending } = useStoreAction('markRegistered')`. */
export const useStoreAction = actionHookFor<typeof storeActions>();
