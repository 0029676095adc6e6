import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { http } from '../api/http';
import { buildDataProvider } from '../schema';
import type { DashboardCounts, DashboardRange } from './dashboard';
import { resources } from './registry';
import type { ImportStoresParams, UpdateVendorImageParams } from './stores/actions';
import type { CreateStorePayload } from './stores/payloads';

/**
 * The named custom methods other screens call through `useDataProvider<AppDataProvider>()`.
 * Each one is declared as an action of its resource; tests check each one exists and maps.
 */
export interface AppDataProviderMethods {
  dashboardCounts(params: DashboardRange): Promise<{ data: DashboardCounts }>;
  importStores(params: ImportStoresParams): Promise<{ data: { message?: string } }>;
  createStore(params: CreateStorePayload): Promise<{ data: { message?: string; record?: RaRecord } }>;
  markRegistered(params: { id: Identifier }): Promise<{ data: { id: Identifier } }>;
  generateDescription(params: { id: Identifier }): Promise<{ data: string }>;
  updateVendorImage(params: UpdateVendorImageParams): Promise<{ data: { message?: string } }>;
}

export type AppDataProvider = DataProvider & AppDataProviderMethods;

export const createAppDataProvider = (client = http): AppDataProvider =>
  buildDataProvider(resources, client) as unknown as AppDataProvider;

export const dataProvider: AppDataProvider = createAppDataProvider();
