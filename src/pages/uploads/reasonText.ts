import type { TypedTranslate } from '../../i18n/useTranslate';
import type { MatchField, Reason, RowStatus } from './reconcile';

const combo = (on: readonly MatchField[]): string => on.join('_');

/** One reason of the check in the console's language: "Same phone as store “Blue Cafe”". */
export function reasonText(translate: TypedTranslate, reason: Reason): string {
  switch (reason.kind) {
    case 'fields':
      return translate('app.businessUploads.reconcile.reason.fields', {
        smart_count: reason.found,
        expected: reason.expected,
      });
    case 'quotes':
      return translate('app.businessUploads.reconcile.reason.quotes');
    case 'missing_name':
      return translate('app.businessUploads.reconcile.reason.missing_name');
    case 'invalid_phone':
      return translate('app.businessUploads.reconcile.reason.invalid_phone');
    case 'store':
      return translate(`app.businessUploads.reconcile.reason.store.${combo(reason.on)}`, {
        store: reason.store,
      });
    case 'repeats':
      return translate(`app.businessUploads.reconcile.reason.repeats.${combo(reason.on)}`, {
        row: reason.row,
      });
  }
}

/** The row's verdict as a word, for the status cell and screen readers. */
export const statusText = (translate: TypedTranslate, status: RowStatus): string =>
  translate(`app.businessUploads.reconcile.status.${status}`);
