import type { ReplyRule } from '../api/reply';
import { endpointsOf } from './endpointCall';
import { fieldLabel } from './fieldLookup';
import type { AnyResource, Endpoint, PageDef } from './types';
import { capabilities } from './views/dialogNavigation';

/**
 * The message keys a declaration makes the screens show, so a missing one fails
 * `npm run i18n:check` (naming the key and where it must go) instead of reaching the screen as a
 * raw key. They follow from what the resource declares: its fields, its route (a list with a
 * title, an empty state), what it can do (create, edit, delete: dialog titles, buttons,
 * notifications) and its replies' texts.
 */
export function requiredKeys(resource: AnyResource): string[] {
  const base = `resources.${resource.name}`;
  const keys = [`${base}.name`];
  for (const field of resource.fields) keys.push(fieldLabel(resource, field));
  if (resource.menu && resource.menuLabel) keys.push(resource.menuLabel);
  if (resource.route) {
    keys.push(`${base}.title`, `${base}.empty`);
    const can = capabilities(resource);
    if (can.edit) keys.push(`${base}.edit_title`, `${base}.notifications.updated`);
    if (can.create)
      keys.push(
        `${base}.create_title`,
        `${base}.action.create`,
        `${base}.action.submit`,
        `${base}.notifications.created`,
      );
    if (can.delete)
      keys.push(
        `${base}.notifications.deleted`,
        `${base}.message.bulk_delete_title`,
        `${base}.message.bulk_delete_content`,
      );
  }
  const endpoints = Object.values(endpointsOf(resource)) as Endpoint<never, unknown>[];
  for (const endpoint of [
    ...endpoints,
    ...(Object.values(resource.actions ?? {}) as Endpoint<never, unknown>[]),
  ])
    keys.push(...replyKeys(endpoint.reply));
  return [...new Set(keys)];
}

const replyKeys = (rule: ReplyRule | undefined): string[] =>
  [
    rule?.refused,
    rule?.fallback,
    rule?.failed,
    rule?.offline,
    rule?.success === 'server' ? undefined : rule?.success,
  ].filter((key): key is string => Boolean(key));

/** A page shows its menu label (also its title). */
export const requiredPageKeys = (page: PageDef): string[] =>
  page.menu && page.menuLabel ? [page.menuLabel] : [];
