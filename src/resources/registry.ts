import type { AnyResource } from '../schema';
import * as declared from './declared';

/** The declarations of `./declared.ts` (one line a resource), as the engine takes them. */
export const resources: readonly AnyResource[] = Object.values(declared);

/** The declarations with their types, for the typed provider (`ProviderOf` of src/schema, in ./dataProvider). */
export type Declared = typeof declared;
