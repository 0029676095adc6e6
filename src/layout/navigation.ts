import type { ScreenDef } from '../engine';
import { forgottenAtLogout } from '../lib/consoleStorage';
import * as pages from '../pages/declaredPages';
import * as resources from '../resources/declaredResources';
import type { NavItem } from './navItems';

/** The spec's stored sidebar marker (see MenuPlacement.marker). */
export const SIDEBAR_MARKER_KEY = forgottenAtLogout('sidebarActive');

export type { NavItem };

/** The menu entries of these screens (those with a route, a label and a place), in menu order. */
export function navigationOf(
  screens: readonly ScreenDef[],
  resourceScreens: ReadonlySet<ScreenDef> = new Set(),
): NavItem[] {
  const items: NavItem[] = [];
  for (const screen of screens) {
    if (!screen.route || !screen.menu || !screen.menuLabel) continue;
    items.push({
      ...screen.menu,
      to: screen.route,
      labelKey: screen.menuLabel,
      icon: screen.icon,
      ...(resourceScreens.has(screen) ? { resource: screen.name } : {}),
    });
  }
  const groupRank = (item: NavItem) => (item.group === 'main' ? 0 : 1);
  return items.sort((a, b) => groupRank(a) - groupRank(b) || a.order - b.order);
}

/** The console's menu, from the resource and page declarations. */
const resourceScreens = Object.values(resources) as ScreenDef[];
export const navigation = navigationOf(
  [...resourceScreens, ...(Object.values(pages) as ScreenDef[])],
  // By declaration, not by name: a page and a resource may share one (the dashboard does).
  new Set(resourceScreens),
);
export const mainItems = navigation.filter((item) => item.group === 'main');
export const moreItems = navigation.filter((item) => item.group === 'more');

/** The marker of the screen at `pathname` (its list, or a dialog over it), if it has one. */
export function markerFor(pathname: string, items: readonly NavItem[] = navigation): number | undefined {
  const path = pathname.toLowerCase();
  return items.find((item) => path === item.to.toLowerCase() || path.startsWith(`${item.to.toLowerCase()}/`))
    ?.marker;
}
