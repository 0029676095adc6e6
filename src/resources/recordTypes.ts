import type { Identifier } from 'react-admin';

/*
 * What every resource's record.ts shares. Type-only, so the mock platform (mocks/) can import the
 * records with `import type` and nothing of the console follows.
 */

/** A 24-hex string, the platform's id format. */
export type ObjectId = string;
/** ISO date `YYYY-MM-DD`. */
export type IsoDate = string;
/** ISO timestamp `YYYY-MM-DDTHH:mm:ss.sssZ`. */
export type IsoDateTime = string;

/** A platform record as the console holds it: the engine adds `id` (from `_id` unless told otherwise). */
export type WithId<T> = T & { id: Identifier };
