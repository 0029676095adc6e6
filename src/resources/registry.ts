import * as declared from './declaredResources';

/**
 * The declarations of `./declaredResources.ts` (one line a resource), each keeping its own type,
 * so the provider built from them knows every declared action's params and result.
 */
export const resources: readonly Declared[keyof Declared][] = Object.values(declared);

/** The declarations with their types, for the typed provider (`ProviderOf` of src/engine, in ./dataProvider). */
export type Declared = typeof declared;
