import { useCallback, useRef, useState } from 'react';
import { type RaRecord, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from '../../i18n/useTranslate';
import { fieldLabel, recordName } from '../fieldLookup';
import { sameValue } from '../merge';
import { isStaleWrite, type StaleWriteError } from '../staleWrite';
import type { AnyResource } from '../types';
import { changedValues } from './FormDraft';
import { type MergeChoice, StaleWriteDialog } from './StaleWriteDialog';

type Values = Record<string, unknown>;

/**
 * The state of one guarded edit form, held by the component around the form: the base (the
 * record when the form opened, with a restored draft's own base over it), and the guard's last
 * refusal. `meta()` is what a save sends for the guard (GuardMeta).
 */
export function useStaleWriteState() {
  const opened = useRef<Values | undefined>(undefined);
  const draftBase = useRef<Values>({});
  const [error, setError] = useState<StaleWriteError>();
  return {
    error,
    /** The record as the form first showed it (once: a refetch while typing does not move it). */
    open: useCallback((record: Values | undefined) => {
      if (record && !opened.current) opened.current = record;
    }, []),
    /** A restored draft's values were written over this base. */
    draftRestored: useCallback((base: Values) => {
      draftBase.current = base;
    }, []),
    /** After a conflict: the platform's record is what the admin now builds on. */
    rebase: useCallback((current: Values) => {
      opened.current = current;
      draftBase.current = {};
    }, []),
    meta: useCallback(() => ({ base: { ...opened.current, ...draftBase.current } }), []),
    /** Keeps a refusal of the guard for the dialog; false for any other failure. */
    caught: useCallback((failure: unknown) => {
      if (!isStaleWrite(failure)) return false;
      setError(failure);
      return true;
    }, []),
    dismiss: useCallback(() => setError(undefined), []),
  };
}

export type StaleWriteState = ReturnType<typeof useStaleWriteState>;

/** react-admin's own failure notification, for every failure that is not the guard's. */
export function useNotifyFailure() {
  const notify = useNotify();
  return useCallback(
    (failure: unknown) => {
      if (isStaleWrite(failure)) return;
      const message =
        typeof failure === 'string'
          ? failure
          : (failure as Error | undefined)?.message || 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [notify],
  );
}

interface ResolverProps {
  resource: AnyResource;
  state: StaleWriteState;
  /** The form's values as the record gives them (the declaration's `toForm`). */
  toForm?: (record: RaRecord) => Values;
  /** Saves the form's values again (after the admin's choices). */
  resave: (values: Values) => void;
}

/**
 * Inside a guarded form: the dialog of the guard's refusal, acting on the form. "Save my choices"
 * puts Theirs into the fields where the admin chose it, makes the platform's record the new base
 * and saves; "Reload the record" takes the platform's values for the conflicting fields and for
 * every field the admin had not changed, keeping the admin's other changes typed. Nothing typed
 * is lost: the form stays open under the dialog.
 */
export const StaleWriteResolver = ({ resource, state, toForm, resave }: ResolverProps) => {
  const form = useFormContext();
  const translate = useTranslate();
  const { error } = state;
  const current = error?.current;
  const asForm = (record: RaRecord): Values => ({ ...record, ...toForm?.(record) });
  const labelOf = (source: string) => {
    const field = resource.fields.find((candidate) => candidate.source === source);
    return field ? translate(fieldLabel(resource, field)) : source;
  };

  const resolve = (choices: Record<string, MergeChoice>) => {
    if (!current) return;
    const theirs = asForm(current);
    for (const [field, choice] of Object.entries(choices))
      if (choice === 'theirs') form.setValue(field, theirs[field], { shouldDirty: true });
    state.rebase(current);
    state.dismiss();
    resave(form.getValues());
  };

  const reload = () => {
    if (!current || !error) return;
    const theirs = asForm(current);
    const base = state.meta().base;
    const conflicting = new Set(error.conflicts.map((conflict) => conflict.field));
    const values = form.getValues() as Values;
    for (const field of Object.keys(theirs)) {
      if (field === 'id') continue;
      if (conflicting.has(field) || sameValue(values[field], base[field]))
        form.setValue(field, theirs[field], { shouldDirty: true });
    }
    state.rebase(current);
    state.dismiss();
  };

  const copyText = () => {
    const changed = changedValues(form);
    const shown = Object.keys(changed).length > 0 ? changed : (form.getValues() as Values);
    return Object.entries(shown)
      .filter(([, value]) => typeof value !== 'object' || value === null)
      .map(
        ([field, value]) => `${translate('app.schema.labelled', { label: labelOf(field) })} ${value ?? ''}`,
      )
      .join('\n');
  };

  const seen = state.meta().base;
  return (
    <StaleWriteDialog
      error={error}
      name={recordName(resource, current ?? seen)}
      labelOf={labelOf}
      onResolve={resolve}
      onReload={reload}
      copyText={copyText}
      onClose={state.dismiss}
    />
  );
};
