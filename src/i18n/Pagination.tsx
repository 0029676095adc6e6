import {
  PaginationActions,
  type PaginationActionsProps,
  type PaginationProps,
  Pagination as RaPagination,
} from 'react-admin';
import { useTranslate } from './useTranslate';

/**
 * react-admin's page buttons with a translated name for their <nav>: MUI labels it
 * "pagination navigation" in English whatever the locale.
 */
export const TranslatedPaginationActions = (props: PaginationActionsProps) => {
  const translate = useTranslate();
  return <PaginationActions {...props} aria-label={translate('app.pagination.label')} />;
};

/** Drop-in for react-admin's <Pagination> whose every label is translated. */
export const Pagination = (props: PaginationProps) => (
  <RaPagination actions={TranslatedPaginationActions} {...props} />
);
