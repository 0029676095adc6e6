import { definePage, lazyScreen } from '../../engine';

/** The spec's /Sidebar route: a page of the sidebar's items, not itself in the menu. */
export const sidebarPage = definePage({
  name: 'sidebar',
  route: '/Sidebar',
  titleKey: 'app.sidebarPage.title',
  component: lazyScreen(() => import('./SidebarPage').then((m) => ({ default: m.SidebarPage }))),
});
