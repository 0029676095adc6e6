import type { QueryClient } from '@tanstack/react-query';
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { type HttpClient, isAbsoluteUrl } from '../api/http';
import type { Journal } from '../lib/journal';
import { type ActionMethod, actionMethods } from './actionMethods';
import type { WriteVerbs } from './journalVerbs';
import { createLists } from './providerLists';
import * as verb from './providerVerbs';
import type { AnyResource, ResourceActions } from './types';

export interface DataProviderOptions {
  /** Clock for the cache expiry (tests pass a fake one). */
  now?: () => number;
  /** Locale of the text collator. */
  locale?: string;
  /** The app's react-query client: the whole-array lists live in its cache (one cache). */
  queryClient?: QueryClient;
  /** The admin's change journal: every write is recorded there (none: nothing is recorded). */
  journal?: Journal;
}

export type EngineDataProvider = DataProvider &
  Record<string, ActionMethod> &
  Pick<EngineVerbs, 'checkWrite' | 'preloadList' | 'forgetRecords'>;

/** The provider of some declarations (`R`, their union): each declared action keeps its types. */
export type ProviderOf<R> = EngineDataProvider & ResourceActions<R>;

/** The engine's own methods: react-admin's verbs on plain RaRecords, and the list cache's two. */
interface EngineVerbs {
  getList(name: string, params: GetListParams): Promise<GetListResult<RaRecord>>;
  getOne(name: string, params: GetOneParams): Promise<GetOneResult<RaRecord>>;
  getMany(name: string, params: GetManyParams): Promise<GetManyResult<RaRecord>>;
  getManyReference(name: string, params: GetManyReferenceParams): Promise<GetManyReferenceResult<RaRecord>>;
  create(name: string, params: CreateParams): Promise<CreateResult<RaRecord>>;
  update(name: string, params: UpdateParams): Promise<UpdateResult<RaRecord>>;
  updateMany(name: string, params: UpdateManyParams): Promise<UpdateManyResult<RaRecord>>;
  delete(name: string, params: DeleteParams): Promise<DeleteResult<RaRecord>>;
  deleteMany(name: string, params: DeleteManyParams): Promise<DeleteManyResult<RaRecord>>;
  /** Starts reading a whole-array list before its screen asks (its code is still loading). */
  preloadList(name: string): Promise<void>;
  /** The stale-write guard without the write: the values to send, merged, or a StaleWriteError. */
  checkWrite(name: string, params: UpdateParams): Promise<{ data: Record<string, unknown> }>;
  /** Drops every list kept (the session has ended: no record stays in memory). */
  forgetRecords(): void;
}

/**
 * A declared path that names a host (`https://…`) is refused when the provider is built (the app's
 * start, and every test that builds it): the admin's token goes only to the configured bases.
 */
function refuseAbsolutePaths(resources: readonly AnyResource[]) {
  for (const resource of resources) {
    const declared = [
      ...Object.entries(resource.endpoints ?? {}),
      ...Object.entries(resource.actions ?? {}),
    ] as [string, { path?: unknown; calls?: readonly { path: string }[] }][];
    for (const [name, endpoint] of declared) {
      const paths = [endpoint.path, ...(endpoint.calls ?? []).map((call) => call.path)];
      for (const path of paths) {
        if (typeof path === 'string' && isAbsoluteUrl(path))
          throw new Error(`${resource.name}.${name}: "${path}" names a host (declare a path and a host)`);
      }
    }
  }
}

// A name nobody declared is a mistake (a typo, a missing registry line), not a call to
// GET /<name>: it fails loudly, naming what is missing.
function resourceFinder(resources: readonly AnyResource[]) {
  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  return (name: string): AnyResource => {
    const resource = byName.get(name);
    if (!resource) {
      throw new Error(
        `Unknown resource "${name}": declare it in its own folder and add it to ` +
          'src/resources/declaredResources.ts',
      );
    }
    return resource;
  };
}

/**
 * A react-admin DataProvider built from resource declarations. The engine knows no resource:
 * every path, payload and reply shape comes from the declarations.
 */
export function buildDataProvider<R extends AnyResource>(
  resources: readonly R[],
  http: HttpClient,
  options?: DataProviderOptions,
): ProviderOf<R>;
// The signature above types the provider from the declarations; this one is what TypeScript can
// follow (react-admin's verbs on plain RaRecords, actions made by name at run time).
export function buildDataProvider(
  resources: readonly AnyResource[],
  http: HttpClient,
  options: DataProviderOptions = {},
): EngineDataProvider {
  refuseAbsolutePaths(resources);
  const now = options.now ?? Date.now;
  const lists = createLists(http, now, options.locale, options.queryClient);
  const engine: verb.Engine = { http, now, lists, resourceOf: resourceFinder(resources) };
  const verbs: EngineVerbs = {
    getList: (name, params) => verb.getList(engine, name, params),
    getOne: (name, params) => verb.getOne(engine, name, params),
    getMany: (name, params) => verb.getMany(engine, name, params),
    getManyReference: (name, params) => verb.getManyReference(engine, name, params),
    create: (name, params) => verb.create(engine, name, params),
    update: (name, params) => verb.update(engine, name, params),
    updateMany: (name, params) => verb.updateMany(engine, name, params),
    delete: (name, params) => verb.remove(engine, name, params),
    deleteMany: (name, params) => verb.deleteMany(engine, name, params),
    preloadList: (name) => verb.preloadList(engine, name),
    checkWrite: (name, params) => verb.checkWrite(engine, name, params),
    forgetRecords: () => lists.forget(),
  };
  // A declared action may not take the name of one of the engine's own methods.
  const declared = actionMethods(resources, http, lists.invalidate, new Set(Object.keys(verbs)));
  const journal = options.journal;
  const actions = journal ? journaledLater(verbs, declared, resources, journal, engine) : declared;
  // react-admin's verbs are generic in the caller's record type, which TypeScript cannot prove.
  // supportAbortSignal: react-admin passes each query's signal, and paged reads stop with it.
  return Object.assign(
    verbs as DataProvider & Pick<EngineVerbs, 'checkWrite' | 'preloadList' | 'forgetRecords'>,
    actions,
    {
      supportAbortSignal: true,
    },
  );
}

const WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * The writes and the declared actions, journaled (./journalVerbs.ts). The recording code loads
 * with the first write, not with the app (the login page's first load). Replaces the write verbs
 * in `verbs`; returns the actions.
 */
function journaledLater(
  verbs: WriteVerbs,
  declared: Record<string, ActionMethod>,
  resources: readonly AnyResource[],
  journal: Journal,
  engine: verb.Engine,
): Record<string, ActionMethod> {
  // A copy of the plain verbs: the journaled ones call them, not themselves.
  const plain: WriteVerbs = { ...verbs };
  let loading: Promise<{ verbs: WriteVerbs; actions: Record<string, ActionMethod> }> | undefined;
  const journaled = () => {
    loading ??= import('./journalVerbs').then((module) => ({
      verbs: module.journalVerbs(plain, engine.resourceOf, journal),
      actions: module.journalActions(declared, resources, journal, (resource, id) =>
        engine.lists.previous(resource, id as never),
      ),
    }));
    return loading;
  };
  for (const name of WRITES) {
    (verbs as unknown as Record<string, (resource: string, params: unknown) => Promise<unknown>>)[name] =
      async (resource, params) =>
        ((await journaled()).verbs[name] as (resource: string, params: unknown) => Promise<unknown>)(
          resource,
          params,
        );
  }
  return Object.fromEntries(
    Object.keys(declared).map((name) => [
      name,
      (async (params: never) => (await journaled()).actions[name]!(params)) as ActionMethod,
    ]),
  );
}
