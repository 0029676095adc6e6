import { requiredKeys, requiredPageKeys } from '../engine/requiredKeys';
import { resources } from '../resources/registry';
import { pages } from './routes';

export interface RequiredKey {
  key: string;
  /** Which declaration needs it, e.g. "resource users". */
  by: string;
}

/** Every message key the declared resources and pages need (checked by `npm run i18n:check`). */
export function requiredMessageKeys(): RequiredKey[] {
  return [
    ...resources.flatMap((resource) =>
      requiredKeys(resource).map((key) => ({ key, by: `resource ${resource.name}` })),
    ),
    ...pages.flatMap((page) => requiredPageKeys(page).map((key) => ({ key, by: `page ${page.name}` }))),
  ];
}
