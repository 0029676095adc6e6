import type { IsoDateTime, ObjectId } from '../recordTypes';

/** A user of the platform (SPEC 3), as stored and listed; the console's list adds `id`. */
export interface User {
  _id: ObjectId;
  fullName: string;
  email: string;
  phone: string;
  tagLine: string;
  /** Shown as the Role column: 'vendor', 'customer', 'agent', ... */
  userName: string;
  createdAt: IsoDateTime;
}

/** The roles the platform is known to give (SPEC 6 names subscriber; the rest come from its data). */
export const KNOWN_ROLES = ['admin', 'subscriber', 'customer', 'vendor', 'agent'] as const;
