import type { ComponentType } from 'react';
import type { DataProvider, Identifier, RaRecord, SortPayload } from 'react-admin';
import type { Json } from '../api/envelope';
import type { Host, HttpClient, HttpReply, RequestOptions } from '../api/http';
import type { ReplyRule } from '../api/reply';

/** How a field is edited and shown; `src/schema/fieldKinds.tsx` maps each kind to its components. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'url'
  | 'number'
  | 'date'
  | 'boolean'
  | 'image'
  | 'video'
  | 'reference'
  | 'select'
  | 'address'
  | 'referralLink'
  | 'qrCode';

/** Where a field shows: the list's columns, the edit form, the create form. */
export type View = 'list' | 'edit' | 'create';

/** Validation rules; `message` is an i18n key (the spec's texts live in the message files). */
export type Rule =
  | { rule: 'required'; message?: string }
  | { rule: 'email'; message?: string }
  | { rule: 'url'; message?: string }
  | { rule: 'minLength' | 'maxLength'; value: number; message?: string }
  | { rule: 'min' | 'max'; value: number; message?: string }
  | { rule: 'pattern'; value: RegExp; message: string }
  | { rule: 'maxFileSize'; value: number; message?: string }
  | { rule: 'fileType'; value: RegExp; message?: string }
  | { rule: 'minDate'; value: 'today' | string; message?: string }
  /** This date must not be before the date in another field of the form. */
  | { rule: 'notBefore'; field: string; message?: string };

export type SourceOf<T> = Extract<keyof T, string>;

/** Props the engine passes to a field's input (generated or overridden). */
export interface FieldInputProps {
  source: string;
  label: string;
  resource: string;
  field: FieldDef<RaRecord>;
  view: 'edit' | 'create';
}

export interface FieldDef<T> {
  source: SourceOf<T>;
  kind: FieldKind;
  /** i18n key; by default react-admin's convention `resources.<name>.fields.<source>`. */
  label?: string;
  /** Default: every view. */
  in?: readonly View[];
  rules?: readonly Rule[];
  multiline?: boolean;
  /** Shown but not editable in forms (the spec's read-only e-mail of Edit Vendor). */
  readOnly?: boolean;
  /** Default true for list columns. */
  sortable?: boolean;
  /** For `reference`: the referenced resource and the record property shown. */
  reference?: { resource: string; optionText: string };
  /** For `select`: names are i18n keys. */
  choices?: readonly { id: string; name: string }[];
  /** For image/video: accepted types, react-dropzone style ({ 'image/png': ['.png'] }). */
  accept?: Record<string, string[]>;
  /** For image: the crop's width / height (SPEC 9: coupons 2:1, vendor images 1:1). */
  aspect?: number;
  /** For image: the record field with the stored image, previewed with a Download link. */
  existingSource?: string;
  /** For address: form fields that receive the geocoded coordinates. */
  latitudeSource?: string;
  longitudeSource?: string;
  /** i18n key shown under the input. */
  helperText?: string;
  /** Replace the generated input for this field (in the declaration, not in the engine). */
  input?: ComponentType<FieldInputProps>;
  /** Replace the generated list cell for this field (a lazy one shows the plain value meanwhile). */
  cell?: ComponentType<{ source: string }>;
  /** Show a text field's value as a phone (one international format), as kind 'phone' does. */
  display?: 'phone';
  /**
   * Values with a known meaning (roles, statuses): the message-key prefix that names each one
   * for display (`app.values.role` → `app.values.role.subscriber`). The value sent is unchanged;
   * an unknown value shows as the platform sent it.
   */
  values?: string;
}

export type Method = NonNullable<RequestOptions['method']>;

/** What a declared endpoint receives besides its params: the HTTP layer. */
export interface EndpointContext {
  http: HttpClient;
  resource: string;
}

/** What every endpoint may say about its reply (src/api/reply.ts: the one rule for replies). */
interface ReplyDeclaration {
  /**
   * How the reply is judged and which texts show. Absent: any 2xx is a success unless it says
   * `status`/`success` 0 or false, and a failure shows the server's message.
   */
  reply?: ReplyRule;
  /** Where the result sits in the reply, for the call table (e.g. 'data', 'csvData'). */
  reads?: string;
}

/**
 * One platform call. Either declared as data (method, path, body builder, reader) or, for the
 * few irregular calls (two requests, a progress callback), as a `run` function.
 */
export interface DeclaredEndpoint<P, R> extends ReplyDeclaration {
  method?: Method;
  path: string | ((params: P) => string);
  host?: Host;
  /** A plain object is sent as JSON, FormData as multipart; undefined sends no body. */
  body?: (params: P) => object | FormData | undefined;
  /** Turns a reply the rule accepted into the result (throws an HttpError when it is unreadable). */
  read?: (body: Json, params: P, reply: HttpReply) => R;
}

/** A call of a `run` endpoint, described for the call table. */
export interface CallDescription {
  method: Method;
  path: string;
  host?: Host;
  reads?: string;
}

export interface CustomEndpoint<P, R> extends ReplyDeclaration {
  /** Runs the call(s); each reply goes through `checkReply(json, <this endpoint's reply>)`. */
  run: (params: P, context: EndpointContext) => Promise<R>;
  /** The calls it makes, for the call table. */
  calls: readonly CallDescription[];
}

export type Endpoint<P, R> = DeclaredEndpoint<P, R> | CustomEndpoint<P, R>;

export type FormValues = Record<string, unknown>;

export interface ListCall {
  meta?: unknown;
}

export interface ServerListCall {
  pagination: { page: number; perPage: number };
  sort: SortPayload;
  filter: Record<string, unknown>;
  meta?: unknown;
}

/** A server-paged reply; with neither total nor pageInfo the engine pages `data` locally. */
export interface ServerPage {
  data: unknown[];
  total?: number;
  pageInfo?: { hasNextPage?: boolean; hasPreviousPage?: boolean };
}

export interface OneCall {
  id: Identifier;
  meta?: unknown;
}
export interface CreateCall {
  data: FormValues;
  meta?: unknown;
}
export interface UpdateCall {
  id: Identifier;
  data: FormValues;
  previousData: RaRecord;
  meta?: unknown;
}
export interface DeleteCall {
  id: Identifier;
  previousData?: RaRecord;
  meta?: Record<string, unknown>;
}

/** Whole-array lists are paged, sorted and filtered in the browser; server lists are not. */
export type ListEndpoint =
  | ({ paging?: 'local' } & Endpoint<ListCall, unknown[]>)
  | ({ paging: 'server' } & Endpoint<ServerListCall, ServerPage>);

export interface Endpoints {
  list?: ListEndpoint;
  getOne?: Endpoint<OneCall, unknown>;
  create?: Endpoint<CreateCall, unknown>;
  update?: Endpoint<UpdateCall, unknown>;
  delete?: Endpoint<DeleteCall, unknown>;
}

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

/** A declaration that still knows its actions' types, for `ProviderOf`. */
export type DeclaredResource<A = Record<never, never>> = AnyResource & { readonly __actions?: A };

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;

/** The custom methods of a set of declarations (a module of them, or a record). */
export type ActionsOf<M> = UnionToIntersection<
  {
    [K in keyof M]: M[K] extends { readonly __actions?: infer A } ? ActionMethods<A> : never;
  }[keyof M]
>;

/** The provider methods of one resource's actions (`{ markRegistered, … }`). */
export type ActionMethods<A> = { [N in keyof A]: ActionMethodOf<A[N]> };

/** Row actions of generated lists: the built-in edit / delete, or a resource's own button. */
export type RowAction = 'edit' | 'delete' | ComponentType;

/**
 * A filter of a list: in react-admin's filter sidebar on desktop, behind a Filters button on
 * phones, kept in the URL (bookmarkable) and in saved queries. The local engine evaluates it on
 * whole-array lists (src/schema/localFilter.ts): `select`/`boolean`/`reference` set
 * `<source>`; ranges set `<source>_gte` / `<source>_lte`; `before` sets `<source>_lte`.
 * `label` is an i18n key (default: the field's label).
 */
export type FilterDef<T> = {
  /** A field, or a path into it ('flagContent.flagMsg': any item of an array matches). */
  source: SourceOf<T> | `${SourceOf<T>}.${string}`;
  label?: string;
  /** The known values' message-key prefix (see FieldDef `values`); else the field's own. */
  values?: string;
} & (
  | /** Fixed choices (names are i18n keys), or with none the distinct values the list holds. */
  { kind: 'select'; choices?: readonly { id: string; name: string }[] }
  | { kind: 'boolean' }
  | { kind: 'numberRange' | 'dateRange' }
  | { kind: 'before' }
  | { kind: 'reference'; reference: { resource: string; optionText: string } }
);

/** What a bulk action's call receives. */
export interface BulkCall<T> {
  record: T;
  /** The value the admin chose first (`choose`), e.g. the new status. */
  value?: string;
  dataProvider: DataProvider;
  resource: string;
}

/**
 * An action on a list's selection (`list.bulkActions`). The engine runs `run` a few records at a
 * time, goes on past failures, and ends with one report ("48 done, 2 failed", each failure named
 * with the server's message); the failed records stay selected for a retry.
 */
export interface BulkActionDef<T> {
  /** Unique in the resource; the button's text is `resources.<resource>.bulk.<name>`. */
  name: string;
  icon?: ComponentType;
  /** One record's call: resolves when the server confirmed it, throws with its message if not. */
  run: (call: BulkCall<T>) => Promise<unknown>;
  /** Records it does not apply to are left out and counted as skipped (e.g. already registered). */
  appliesTo?: (record: T) => boolean;
  /** A value the admin picks before it runs (choice names are i18n keys). */
  choose?: { label: string; choices: readonly { id: string; name: string }[] };
}

export interface ListOptions<T> {
  sort?: { field: SourceOf<T> | 'id'; order: 'ASC' | 'DESC' };
  /** Sources searched by the `q` search box. */
  search?: readonly SourceOf<T>[];
  perPage?: number;
  /** A `#` column numbering rows across pages. */
  rowNumbers?: boolean;
  /** Default: edit and delete where the endpoints exist. */
  rowActions?: readonly RowAction[];
  /** The actions column's header key (the spec writes "Actions" or "Action"). */
  actionsLabel?: string;
  /** Sources shown in the compact list on phones (default: the first three columns). */
  compact?: readonly SourceOf<T>[];
  /** The list's filters (see FilterDef). */
  filters?: readonly FilterDef<T>[];
  /** Actions on the selection; `'delete'` is the built-in bulk delete (default: it, when deletable). */
  bulkActions?: readonly (BulkActionDef<T> | 'delete')[];
}

/**
 * The resource in the app bar's search (Ctrl/⌘+K): the text fields matched (name, e-mail,
 * reference id…) and the phone fields, compared in E.164 whatever way they are typed.
 */
export interface GlobalSearch<T> {
  text: readonly SourceOf<T>[];
  phone?: readonly SourceOf<T>[];
}

export interface FormOptions<T> {
  /** Record from the list → form values (e.g. country code + digits → E.164 phone). */
  toForm?(record: T): FormValues;
  /** Initial values of the create form. */
  defaults?(): FormValues;
}

/** Generated views and overrides receive their declaration. */
export interface ViewProps {
  resource: AnyResource;
}

export interface ViewOverrides {
  list?: ComponentType<ViewProps>;
  edit?: ComponentType<ViewProps>;
  create?: ComponentType<ViewProps>;
}

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
  /** The screen, loaded on demand (React.lazy). */
  component: ComponentType;
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
