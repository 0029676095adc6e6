import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { type UseFormReturn, useFormContext } from 'react-hook-form';
import { useTranslate } from '../../i18n/useTranslate';
import { clearDraft, type Draft, readDraft, resumeDraft, writeDraft } from '../../lib/drafts';

const blank = (value: unknown) => value === undefined || value === null || value === '';

const same = (a: unknown, b: unknown): boolean =>
  (blank(a) && blank(b)) || a === b || JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs from what the form started with: the admin's changes. */
export function changedValues(form: Pick<UseFormReturn, 'getValues' | 'formState'>): Record<string, unknown> {
  const start = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
  const current = form.getValues() as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(current)) {
    if (!same(value, start[name])) changed[name] = value;
  }
  return changed;
}

/**
 * Inside a form: keeps what the admin changed as a draft (lib/drafts) on every change, and on
 * mount puts a kept draft back over the record, saying so, with a way to discard it. The caller
 * clears the draft after a confirmed save or an explicit discard.
 */
export const FormDraft = ({
  draftKey,
  onRestored,
}: {
  draftKey: string;
  /** A draft was put back: the values its fields had when it was written (the guard's base). */
  onRestored?: (base: Record<string, unknown>) => void;
}) => {
  const translate = useTranslate();
  const form = useFormContext();
  const [restored, setRestored] = useState<Draft>();
  /** What each drafted field held before the admin changed it, kept from the draft's first write. */
  const base = useRef<Record<string, unknown>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form and draft key
  useEffect(() => {
    resumeDraft(draftKey);
    const draft = readDraft(draftKey);
    if (draft) {
      const kept = draft.meta?.base;
      base.current = kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : {};
      for (const [name, value] of Object.entries(draft.values)) {
        form.setValue(name, value, { shouldDirty: true });
      }
      setRestored(draft);
      onRestored?.(base.current);
    }
    const subscription = form.watch(() => {
      const changed = changedValues(form);
      const start = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
      const was = Object.fromEntries(
        Object.keys(changed).map((name) => [
          name,
          Object.hasOwn(base.current, name) ? base.current[name] : start[name],
        ]),
      );
      writeDraft(draftKey, changed, { base: was });
    });
    return () => subscription.unsubscribe();
  }, [draftKey]);

  if (!restored) return null;
  const discard = () => {
    form.reset();
    clearDraft(draftKey);
    base.current = {};
    onRestored?.({});
    setRestored(undefined);
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={discard}>
          {translate('app.drafts.discard')}
        </Button>
      }
    >
      {translate('app.drafts.restored')}
      {restored.files.length > 0 ? ` ${translate('app.drafts.files_not_kept')}` : null}
    </Alert>
  );
};
