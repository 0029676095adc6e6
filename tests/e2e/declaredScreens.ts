import type { AnyResource, PageDef } from '../../src/engine';
import { capabilities } from '../../src/engine/views/dialogNavigation';
import english from '../../src/i18n/english';
import { flattenMessages } from '../../src/i18n/merge';
import * as pages from '../../src/pages/declaredPages';
import * as resources from '../../src/resources/declaredResources';

/**
 * The console's screens as the registry declares them (src/resources/declaredResources.ts and
 * src/pages/declaredPages.ts): every browser suite takes its screen list from here, so a new
 * resource or page is toured (a11y, pseudo-locale, CSP, phone width, smoke) with no test to edit.
 */
const texts = flattenMessages(english as Record<string, unknown>);
const text = (key: string) => texts[key] ?? key;

export interface DeclaredScreen {
  path: string;
  /** The resource's name, for a resource's list. */
  resource?: string;
  /** The English name of its create button, when it can create. */
  createButton?: string;
  createTitle?: string;
  /** Its rows have Edit / Delete buttons. */
  edit?: boolean;
  editTitle?: string;
  delete?: boolean;
}

function resourceScreen(resource: AnyResource): DeclaredScreen {
  const can = capabilities(resource);
  const base = `resources.${resource.name}`;
  return {
    path: resource.route!,
    resource: resource.name,
    createButton: can.create ? text(`${base}.action.create`) : undefined,
    createTitle: can.create ? text(`${base}.create_title`) : undefined,
    edit: can.edit,
    editTitle: can.edit ? text(`${base}.edit_title`) : undefined,
    delete: can.delete,
  };
}

export const DECLARED_SCREENS: DeclaredScreen[] = [
  ...(Object.values(pages) as PageDef[]).map((page) => ({ path: page.route })),
  ...(Object.values(resources) as AnyResource[]).filter((resource) => resource.route).map(resourceScreen),
];
