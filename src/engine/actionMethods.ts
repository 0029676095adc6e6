import type { HttpClient } from '../api/http';
import { callEndpoint } from './endpointCall';
import type { AnyAction, AnyResource } from './types';

/** Custom methods are flat on the provider: `dataProvider.markRegistered({ id })`. */
export type ActionMethod = (params: never) => Promise<{ data: unknown }>;

/**
 * The declared actions of every resource as provider methods. A name may exist once across
 * all resources and may not shadow a react-admin method.
 */
export function actionMethods(
  resources: readonly AnyResource[],
  http: HttpClient,
  invalidate: (resource: AnyResource) => void,
  reserved: ReadonlySet<string>,
): Record<string, ActionMethod> {
  const methods: Record<string, ActionMethod> = {};
  for (const resource of resources) {
    for (const [name, action] of Object.entries(resource.actions ?? {}) as [string, AnyAction][]) {
      if (reserved.has(name) || methods[name]) {
        throw new Error(
          `dataProvider method "${name}" is declared twice or shadows a react-admin method (resource ${resource.name})`,
        );
      }
      methods[name] = async (params: never) => {
        const progress = (params as { onUploadProgress?: (fraction: number) => void } | undefined)
          ?.onUploadProgress;
        const { result } = await callEndpoint(action, params, http, resource.name, {
          onUploadProgress: progress,
        });
        if (!action.readOnly) invalidate(resource);
        return { data: result };
      };
    }
  }
  return methods;
}
