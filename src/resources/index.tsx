import { endpointsOf, fixedResourceDefinitions, resourceElementsFor, resourceRoutesFor } from '../engine';
import { resources } from './registry';

export {
  type ActionName,
  type AppActions,
  type AppDataProvider,
  createAppDataProvider,
  dataProvider,
  useAppAction,
  useAppDataProvider,
} from './dataProvider';
export { resources } from './registry';

/** One <Resource> per declaration that has a list (the dashboard only has a method). */
export const resourceElements = resourceElementsFor(
  resources.filter((resource) => Boolean(endpointsOf(resource).list)),
);

/** react-admin's definitions of those, known before the first render (see fixedResourceDefinitions). */
export const resourceDefinitions = fixedResourceDefinitions(resourceElements);

/** The spec routes (/DataListing, /Stores, ...) rendered inside the layout. */
export const resourceRoutes = resourceRoutesFor(resources);
