import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { AnyAction } from './actionTypes';
import type { Endpoints } from './endpointTypes';
import type { FieldDef, SourceOf } from './fieldTypes';
import type { FormOptions, GlobalSearch, ListOptions } from './listTypes';

/* Screens: menu placement, pages and resource declarations. */

/**
 * Where a screen sits in the sidebar. The spec's seven items (Dashboard, User Listing, Manage
 * Stores, Vendor Coupons, Manage Agents, Uploads, then Logout) are `group: 'main'` in that order;
 * the other screens are under them in `'more'`.
 */
export interface MenuPlacement {
  group: 'main' | 'more';
  /** Position inside the group (lower first). */
  order: number;
  /**
   * The spec's stored sidebar marker of the screen (localStorage `sidebarActive`: 0 dashboard,
   * 1 user listing, 4 stores, 6 coupons, 7 agents, 8 uploads). Most screens have none.
   */
  marker?: number;
}

/** What the menu and the routes need from any screen, a resource's list or a custom page. */
export interface ScreenDef {
  name: string;
  /** The spec's route (matched exactly, case included). */
  route?: string;
  icon?: ComponentType;
  /** i18n key of the menu entry (also the page's title, by convention). */
  menuLabel?: string;
  /** In the sidebar, and where; none: reachable by its route only. */
  menu?: MenuPlacement;
}

/** A screen that is not a resource's list (dashboard, uploads, …), declared like a resource. */
export interface PageDef extends ScreenDef {
  route: string;
  /** i18n key of the page's heading: painted in the first frame from HTML before the app runs. */
  titleKey?: string;
  /** The screen, loaded on demand (React.lazy). */
  component: ComponentType;
  /**
   * On a page load of this screen, the layout's app bar renders once the page's first data is on
   * screen (the page says when: `useReleaseBarWhen`), as a generated list's waits for its rows;
   * the first frame's bar stands in meanwhile (docs/performance.md, the ledger). For a page whose
   * first render is its page load's longest task (the dashboard).
   */
  barAfterData?: boolean;
  /**
   * Local-storage keys whose stored values change what the screen first shows (the weekly
   * screen's sheet). Its first frame from HTML is the screen with none of them stored; an admin
   * with any of them stored gets the frame of its heading alone, never a look the app will not
   * show (src/firstFrame/chooser.js).
   */
  frameUnlessStored?: readonly string[];
}

export interface ResourceDef<T> extends ScreenDef {
  /** The spec's route of the list (e.g. '/DataListing'); none → no pages (reference data). */
  route?: string;
  /** Where the record's id comes from (default `_id`, then `id`). */
  idField?: string;
  /** None declared → ra-data-simple-rest conventions (GET/POST /name, GET/PUT/DELETE /name/:id). */
  endpoints?: Endpoints;
  fields: readonly FieldDef<T>[];
  list?: ListOptions<T>;
  form?: FormOptions<T>;
  actions?: Record<string, AnyAction>;
  views?: ViewOverrides;
  /** How long a fetched whole array is reused (ms); default 30 s. */
  cacheMs?: number;
  /**
   * The stale-write guard of its updates (docs/concurrency.md): `'merge'` (the default) reads
   * the record again just before writing and merges field by field; `{ versionField }` when the
   * platform keeps a version or timestamp on the record (an unchanged one skips the merge, and
   * the body can send it for the platform to check); `'off'` writes as sent.
   */
  staleWrite?: 'merge' | 'off' | { versionField: string };
  /**
   * The admin's journal (docs/journal.md). `recreate`: the values the create call gets when a
   * deleted record is brought back by Undo (default: the record as it was, in its form's shape).
   */
  journal?: { recreate?: (record: T) => Record<string, unknown> };
  /** Other resources whose cached lists a change here makes stale (a new vendor's store → vendors). */
  invalidates?: readonly string[];
  /**
   * How one record is named to the admin (delete confirmations, bulk reports, search results):
   * a field, or a function. Passed to react-admin's <Resource recordRepresentation>.
   */
  recordRepresentation?: SourceOf<T> | ((record: T) => string);
  /** In the app bar's search, and on which fields. */
  globalSearch?: GlobalSearch<T>;
}

/** A declaration with its record type erased, as the engine sees it. */
export type AnyResource = ResourceDef<RaRecord>;

/** Generated views and overrides receive their declaration. */
export interface ViewProps {
  resource: AnyResource;
}

export interface ViewOverrides {
  list?: ComponentType<ViewProps>;
  edit?: ComponentType<ViewProps>;
  create?: ComponentType<ViewProps>;
}

/** A declaration that still knows its actions' types, for `ProviderOf`. */
export type DeclaredResource<A = Record<never, never>> = AnyResource & { readonly __actions?: A };
