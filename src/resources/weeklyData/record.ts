import type { ObjectId } from '../recordTypes';

export type ListingStatus = 'Active' | 'Sold' | 'Pending' | 'Under Contract';

/**
 * A weekly listing row (SPEC 3) as the weekly host stores and sends it: numbers may be text in
 * the host's own format ("$465,000", "0%"), dates `YYYY-MM-DD`, timestamps or ''. `repeat` rows
 * are highlighted by the page.
 */
export interface ListingRow {
  _id: ObjectId;
  csvsheet_id: string;
  list_price: number | string;
  sold_price: number | string;
  /** A ListingStatus, or whatever text the sheet had. */
  listing_status: string;
  address: string;
  city: string;
  list_date: string;
  contract_date: string;
  sold_date: string;
  listing_discount: number | string;
  days_on_market: number | string;
  repeat: boolean;
}
