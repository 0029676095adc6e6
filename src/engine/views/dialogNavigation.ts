import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { endpointsOf } from '../endpointCall';
import type { AnyResource } from '../types';

/** The list's own URL: the spec route when declared, else /<name>. */
export const listPath = (resource: AnyResource): string => resource.route ?? `/${resource.name}`;

/**
 * Dialog URLs under the list's route: `<route>/create` and `<route>/<id>`. The list's query string
 * (page, sort, search) is carried along so closing a dialog lands on the same page.
 */
export function useDialogNavigation(resource: AnyResource) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const base = listPath(resource);
  return {
    openEdit: useCallback(
      (id: Identifier) => navigate(`${base}/${encodeURIComponent(String(id))}${search}`),
      [navigate, base, search],
    ),
    openCreate: useCallback(() => navigate(`${base}/create${search}`), [navigate, base, search]),
    close: useCallback(() => navigate(`${base}${search}`), [navigate, base, search]),
  };
}

/** Whether a list offers bulk actions: its declared ones, else the delete when it can delete. */
export const hasBulkActions = (resource: AnyResource): boolean =>
  resource.list?.bulkActions ? resource.list.bulkActions.length > 0 : capabilities(resource).delete;

/** What the generated views offer, from the declared endpoints and overrides. */
export function capabilities(resource: AnyResource) {
  const endpoints = endpointsOf(resource);
  return {
    edit: Boolean(endpoints.update || resource.views?.edit),
    create: Boolean(endpoints.create || resource.views?.create),
    delete: Boolean(endpoints.delete),
  };
}
