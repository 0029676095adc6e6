import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
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

const OpenEditContext = createContext<((id: Identifier) => void) | undefined>(undefined);

/**
 * Gives a list's rows one `openEdit` that stays the same function from address to address.
 * `useDialogNavigation` follows the address (`useLocation`; `useNavigate` too, under react-admin's
 * BrowserRouter), so a row's Edit button that called it rendered again, with its tooltip, on every
 * navigation: opening one record's dialog rendered every row's buttons again.
 */
export function RowNavigation({ resource, children }: { resource: AnyResource; children: ReactNode }) {
  const { openEdit } = useDialogNavigation(resource);
  const latest = useRef(openEdit);
  useLayoutEffect(() => {
    latest.current = openEdit;
  }, [openEdit]);
  const stable = useCallback((id: Identifier) => latest.current(id), []);
  return createElement(OpenEditContext.Provider, { value: stable }, children);
}

/** The rows' `openEdit` (`RowNavigation`), or undefined outside a list. */
export const useRowOpenEdit = () => useContext(OpenEditContext);

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
