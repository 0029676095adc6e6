import { type ReactElement, Suspense } from 'react';
import {
  Authenticated,
  type DataProvider,
  Loading,
  type RaRecord,
  Resource,
  ResourceContextProvider,
  type ResourceDefinitionContextValue,
  type ResourceDefinitions,
  type ResourceProps,
} from 'react-admin';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { holdBarForRows } from '../../lib/fast/barAfterRows';
import { frameBarShown } from '../../lib/fast/firstFrameRelease';
import { expectColdList, PreloadList, preloadRowActions, readListAhead } from '../fast/PreloadList';
import type { AnyResource, PageDef, ViewProps } from '../types';
import { capabilities, listPath } from './dialogNavigation';
import { type LazyScreen, lazyScreen } from './lazyScreen';

// The generated views load with the first resource page, not with the login page.
const ResourceList = lazyScreen<ViewProps>(() =>
  import('./ResourceList').then((module) => ({ default: module.ResourceList })),
);
const GeneratedEdit = lazyScreen<ViewProps>(
  () => import('./RecordDialogs').then((module) => ({ default: module.GeneratedEdit })),
  null,
);
const GeneratedCreate = lazyScreen<ViewProps>(
  () => import('./RecordDialogs').then((module) => ({ default: module.GeneratedCreate })),
  null,
);

/**
 * A resource's page at its spec route: the list, with the create dialog at `<route>/create`
 * and the edit dialog at `<route>/<id>` shown over it. Requires a signed-in admin.
 */
export const ResourcePage = ({ resource }: ViewProps) => {
  const ListView = resource.views?.list ?? ResourceList;
  const EditView = resource.views?.edit ?? GeneratedEdit;
  const CreateView = resource.views?.create ?? GeneratedCreate;
  const can = capabilities(resource);
  return (
    <Authenticated>
      <ResourceContextProvider value={resource.name}>
        <PreloadList resource={resource} />
        <Suspense fallback={<Loading />}>
          <ListView resource={resource} />
        </Suspense>
        <Suspense fallback={null}>
          <Routes>
            {can.create && <Route path="create" element={<CreateView resource={resource} />} />}
            {can.edit && <Route path=":id" element={<EditView resource={resource} />} />}
          </Routes>
        </Suspense>
      </ResourceContextProvider>
    </Authenticated>
  );
};

/**
 * Starts the resource page at `pathname` (a list, or a dialog over it) before the app's first
 * render: its list's code and, for a signed-in admin, its records (the engine's preloadList,
 * which the list's first call joins), rather than once the layout has rendered (figures in
 * docs/performance.md). False when no resource page is there.
 */
export function preloadResourcePage(
  pathname: string,
  resources: readonly AnyResource[],
  dataProvider: DataProvider,
  signedIn: boolean,
): boolean {
  const resource = resources.find((candidate) => {
    if (!candidate.route) return false;
    const path = listPath(candidate);
    return pathname === path || pathname.startsWith(`${path}/`);
  });
  if (!resource) return false;
  const ListView = (resource.views?.list ?? ResourceList) as Partial<LazyScreen>;
  ListView.preload?.().catch(() => undefined);
  preloadRowActions(resource);
  if (signedIn) readListAhead(dataProvider, resource.name);
  // The generated list a page load opens renders its first records in slices (FirstRows).
  if (!resource.views?.list) {
    expectColdList();
    // The app bar renders after those records (lib/fast/barAfterRows.ts), while the first frame's
    // bar stands in for it: with no frame on screen, the page would show no bar meanwhile.
    if (signedIn && frameBarShown()) holdBarForRows();
  }
  return true;
}

/**
 * The custom page at `pathname`, declared `barAfterData`, opened by a page load for a signed-in
 * admin: its app bar waits for the page's first data (the page releases it), while the first
 * frame's bar stands in for it. False for any other address, or with no frame's bar on screen.
 */
export function holdBarForPage(pathname: string, pages: readonly PageDef[], signedIn: boolean): boolean {
  if (!signedIn || !frameBarShown()) return false;
  if (!pages.some((page) => page.barAfterData && page.route === pathname)) return false;
  holdBarForRows();
  return true;
}

/** /users, /users/create and /users/:id lead to the same screens under the spec route. */
const ToSpecRoute = ({ resource }: ViewProps) => {
  const { pathname, search } = useLocation();
  const start = pathname.toLowerCase().indexOf(`/${resource.name.toLowerCase()}`);
  const rest = start < 0 ? '' : pathname.slice(start + resource.name.length + 1);
  const target = `${listPath(resource)}${rest}`;
  // Never redirect to where we already are (a spec route that differs from /name only by case).
  if (target === pathname) return <ResourcePage resource={resource} />;
  return <Navigate replace to={`${target}${search}`} />;
};

const isAliased = (resource: AnyResource) =>
  Boolean(resource.route) && resource.route !== `/${resource.name}`;

/** react-admin takes a field name or a function of the record. */
const representationOf = (resource: AnyResource) =>
  resource.recordRepresentation as string | ((record: RaRecord) => string) | undefined;

const unchanged = () => undefined;

/**
 * react-admin's resource definitions for `elements`, known from the first render and fixed: the
 * value of its `ResourceDefinitionContext` (what its own `Resource.registerResource` makes of each
 * element).
 *
 * react-admin starts with none: its router registers every <Resource> once mounted, and, when it
 * reads its children again (it does on mount), unregisters and registers them all again. Each
 * step made a new value for every reader of the definitions (the menu, titles, record
 * representations), re-rendered in the first screen's blocking tasks (docs/performance.md,
 * "Fewer blocking renders"). The console's resources are fixed at build and are these same
 * elements, so here registering one changes nothing, and nothing is removed.
 */
export function fixedResourceDefinitions(
  elements: readonly ReactElement<ResourceProps>[],
): ResourceDefinitionContextValue {
  const definitions: ResourceDefinitions = Object.fromEntries(
    elements.map((element) => [element.props.name, Resource.registerResource(element.props)]),
  );
  return { definitions, register: unchanged, unregister: unchanged };
}

/** One react-admin <Resource> per declaration (reference data included, for inputs and caching). */
export function resourceElementsFor(resources: readonly AnyResource[]): ReactElement<ResourceProps>[] {
  return resources.map((resource) => {
    if (resource.route && !isAliased(resource)) {
      // Its own URL: react-admin's resource route renders the page (dialogs are nested in it).
      return (
        <Resource
          key={resource.name}
          name={resource.name}
          recordRepresentation={representationOf(resource)}
          list={<ResourcePage resource={resource} />}
        />
      );
    }
    const redirect = resource.route ? <ToSpecRoute resource={resource} /> : undefined;
    const can = capabilities(resource);
    return (
      <Resource
        key={resource.name}
        name={resource.name}
        icon={resource.icon}
        recordRepresentation={representationOf(resource)}
        options={{ label: resource.menuLabel }}
        list={redirect}
        edit={can.edit ? redirect : undefined}
        create={can.create ? redirect : undefined}
      />
    );
  });
}

/** The spec routes of the resources that have pages, for <CustomRoutes> inside the layout. */
export function resourceRoutesFor(resources: readonly AnyResource[]): ReactElement[] {
  return resources.filter(isAliased).map((resource) => (
    // The spec's routes are exact: /Stores is not /stores (react-admin's own resource route).
    <Route
      key={resource.name}
      caseSensitive
      path={`${listPath(resource)}/*`}
      element={<ResourcePage resource={resource} />}
    />
  ));
}
