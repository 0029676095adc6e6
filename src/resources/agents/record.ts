import type { IsoDateTime, ObjectId } from '../recordTypes';

/** An agent of the platform (SPEC 3), as stored and listed. */
export interface Agent {
  _id: ObjectId;
  email: string;
  /** Missing on a few records on purpose: the console defaults it to '+1'. */
  countryCode?: string;
  phone: string;
  first_name: string;
  last_name: string;
  referralNumber: string;
  createdAt: IsoDateTime;
}
