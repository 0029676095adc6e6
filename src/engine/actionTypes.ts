import type { Endpoint } from './endpointTypes';

/* Actions: named custom provider methods, typed from their declarations. */

/**
 * A named custom dataProvider method (`dataProvider.markRegistered({ id })`). By default it
 * changes the resource, so the resource's cached list is dropped; `readOnly` keeps it.
 */
export type ActionDef<P, R> = Endpoint<P, R> & { readOnly?: boolean };

/** An action that remembers its params and result types (see `defineAction`). */
export type TypedAction<P, R> = ActionDef<P, R> & { readonly __signature?: (params: P) => R };

// `never` params make every ActionDef<P, R> assignable here (parameters are contravariant).
export type AnyAction = ActionDef<never, unknown>;

/** The provider method an action becomes: `(params) => Promise<{ data }>`. */
export type ActionMethodOf<A> = A extends { readonly __signature?: (params: infer P) => infer R }
  ? (params: P) => Promise<{ data: R }>
  : never;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The custom methods of a set of declarations (a module of them, or a record). */
export type ActionsOf<M> = ResourceActions<M[keyof M]>;

/**
 * The custom methods of declarations given as a union of their types (an array's element type):
 * each declaration's, merged into one object type.
 */
export type ResourceActions<R> = UnionToIntersection<
  R extends { readonly __actions?: infer A } ? ActionMethods<A> : never
>;

/** The provider methods of one resource's actions (`{ markRegistered, … }`). */
export type ActionMethods<A> = { [N in keyof A]: ActionMethodOf<A[N]> };
