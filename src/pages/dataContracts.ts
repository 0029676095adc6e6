import type { DataProvider, RaRecord } from 'react-admin';

/**
 * What the pages need from the dataProvider beyond react-admin's standard methods. The engine
 * (src/resources) implements these; the pages only rely on this shape, so their tests can use a
 * fake provider.
 */
export interface DashboardCounts {
  totalRegisteredUsers: number;
  totalAgents: number;
  totalBusiness: number;
  totalActiveCoupons: number;
}

/** yyyy-MM-dd bounds; an absent bound is open. */
export interface DateRange {
  startDate?: string;
  endDate?: string;
}

export interface StoreCreation {
  doingBusinessas: string;
  businessName: string;
  businessAddress: string;
  businessCity: string;
  businessState: string;
  businessZip: string;
  phone: string;
  website: string;
}

export interface ImportStoresParams {
  file: File;
  onUploadProgress?: (fraction: number) => void;
}

export interface PagesDataProvider extends DataProvider {
  dashboardCounts(range: DateRange): Promise<{ data: DashboardCounts }>;
  importStores(params: ImportStoresParams): Promise<{ data: { message?: string } }>;
  createStore(params: StoreCreation): Promise<{ data: unknown }>;
}

export interface FeedRecord extends RaRecord {
  feedType?: string;
  thumbnail?: string;
  url?: string;
  caption?: string;
  textFeed?: { text?: string };
  user?: { userName?: string };
  flagContent?: { flagMsg?: string }[];
  createdAt?: string;
}

/** A weekly row as the host sends it: numbers may come as text in its own format ("$465,000", "0%"). */
export interface WeeklyRecord extends RaRecord {
  list_price: number | string;
  sold_price: number | string;
  listing_status: string;
  address: string;
  city: string;
  /** A day (yyyy-MM-dd), a timestamp, or '' */
  list_date: string;
  contract_date: string;
  sold_date: string;
  listing_discount: number | string;
  days_on_market: number | string;
  repeat?: boolean;
}

/** Re-exported for the pages: the message of an error thrown by the dataProvider. */
export { errorMessage } from '../api/envelope';
