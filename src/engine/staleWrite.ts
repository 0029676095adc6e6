import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import type { FieldConflict } from './merge';

/**
 * Why the stale-write guard wrote nothing: the record changed on both sides (`conflict`), or it
 * is no longer on the platform (`gone`). A 409, so no layer takes it for an ended session.
 */
export type StaleWriteKind = 'conflict' | 'gone';

export class StaleWriteError extends HttpError {
  constructor(
    readonly kind: StaleWriteKind,
    readonly resource: string,
    readonly id: Identifier,
    /** The fields changed on both sides (empty when the record is gone). */
    readonly conflicts: readonly FieldConflict[],
    /** The record the platform holds now (none when it is gone). */
    readonly current?: RaRecord,
    /** The admin's values as sent (the merge's "yours"). */
    readonly yours: Record<string, unknown> = {},
  ) {
    // The message key is what a bulk report or a plain notification shows.
    super(kind === 'conflict' ? 'app.stale.skipped_conflict' : 'app.stale.skipped_gone', 409, {
      kind,
      fields: conflicts.map((conflict) => conflict.field),
    });
    // react-admin's HttpError sets its own prototype: put this class's back.
    Object.setPrototypeOf(this, StaleWriteError.prototype);
    this.name = 'StaleWriteError';
  }
}

export const isStaleWrite = (error: unknown): error is StaleWriteError => error instanceof StaleWriteError;

/**
 * What a caller tells the guard besides react-admin's params, in the mutation's `meta`:
 * - `base`: the record as the admin saw it when the form opened (default: react-admin's
 *   `previousData`); a restored draft adds the values its fields had when it was written.
 */
export interface GuardMeta {
  base?: Record<string, unknown>;
}

export const baseIn = (meta: unknown): Record<string, unknown> | undefined => {
  const base = (meta as GuardMeta | undefined)?.base;
  return base && typeof base === 'object' ? base : undefined;
};
