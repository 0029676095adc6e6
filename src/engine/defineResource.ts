import { endpointsOf } from './endpointCall';
import type { ActionDef, AnyAction, DeclaredResource, PageDef, ResourceDef, TypedAction } from './types';

/** The record type of a declaration, as a value: `record: recordOf<Promotion>()`. */
export type RecordType<T> = (record: T) => void;
export const recordOf =
  <T>(): RecordType<T> =>
  () =>
    undefined;

/**
 * Declares one resource. `record: recordOf<T>()` names the record type: every `source` is
 * checked against it by the compiler, and the declaration's actions keep their signatures, so
 * `dataProvider.<action>(params)` is typed from here (src/resources/dataProvider.ts) with
 * nothing written twice. The engine sees the declaration with those types erased.
 */
export function defineResource<T, A extends Record<string, AnyAction> = Record<never, never>>(
  definition: ResourceDef<NoInfer<T>> & { record?: RecordType<T>; actions?: A },
): DeclaredResource<A> {
  // Erasing T is the engine's contract (it hands each declaration its own records): not provable.
  // Its endpoints resolved here (ra-data-simple-rest's when it declares none), so whoever reads a
  // declaration (the mock platform included) needs nothing of the engine's to find its calls.
  return { ...definition, endpoints: endpointsOf(definition) } as DeclaredResource<A>;
}

/** Declares a custom page (a screen that is not a resource's list): route, menu entry, component. */
export const definePage = (page: PageDef): PageDef => page;

/** Declares a custom dataProvider method; its params and result types travel with it. */
export const defineAction = <P, R>(action: ActionDef<P, R>): TypedAction<P, R> => action;
