import LabelIcon from '@mui/icons-material/Label';
import { Divider } from '@mui/material';
import { type PointerEvent, useEffect } from 'react';
import { MenuClasses, MenuItemLinkClasses, Menu as RaMenu, useDataProvider } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConsoleLogout } from '../auth/SessionControls';
import { readListAhead } from '../engine';
import { useTranslate } from '../i18n/useTranslate';
import { mainItems, markerFor, moreItems, type NavItem, SIDEBAR_MARKER_KEY } from './navigation';

const Item = ({ item }: { item: NavItem }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { pathname } = useLocation();
  const Icon = item.icon ?? LabelIcon;
  // Pressing another list's entry starts reading its records (the engine's preloadList) while
  // the screen renders: on a first visit the rows no longer wait for that render. Its page
  // asks the same (PreloadList), joining this read; a failure is the list's to report.
  const readAhead =
    item.resource && pathname !== item.to
      ? () => readListAhead(dataProvider, item.resource as string)
      : undefined;
  return (
    <RaMenu.Item
      to={item.to}
      primaryText={translate(item.labelKey)}
      leftIcon={<Icon />}
      // A mouse press, not a touch (a finger on the drawer may be scrolling it); a tap or Enter clicks.
      onPointerDown={readAhead && ((event: PointerEvent) => event.pointerType === 'mouse' && readAhead())}
      onClick={readAhead}
    />
  );
};

/**
 * Keeps the spec's stored sidebar marker in step with the current screen. Rendered by the layout,
 * not the menu: on a phone the menu is a drawer, unmounted while closed.
 */
export const SidebarMarker = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    const marker = markerFor(pathname);
    if (marker !== undefined) window.localStorage.setItem(SIDEBAR_MARKER_KEY, String(marker));
  }, [pathname]);
  return null;
};

/**
 * The open sidebar's entries wrap onto a second line instead of ending in an ellipsis: a
 * language's longer names ("Coupons des vendeurs", "Publications signalées") stay whole in the
 * drawer's width. Closed (icons only, names in tooltips), they stay on one line.
 */
const wrapWhenOpen = {
  [`&.${MenuClasses.open} .${MenuItemLinkClasses.root}`]: { whiteSpace: 'normal' },
  [`&.${MenuClasses.open} .${MenuItemLinkClasses.root} > .MuiTypography-noWrap`]: {
    whiteSpace: 'normal',
    textOverflow: 'clip',
    // A word wider than the drawer (a pseudo-locale's padded text) breaks rather than overflows.
    overflowWrap: 'break-word',
    lineHeight: 1.3,
  },
} as const;

/** The spec's sidebar (its six screens, then Logout last of them) and the other screens below. */
export const Menu = () => (
  <RaMenu sx={wrapWhenOpen}>
    {mainItems.map((item) => (
      <Item key={item.to} item={item} />
    ))}
    <Divider component="li" aria-hidden />
    {moreItems.map((item) => (
      <Item key={item.to} item={item} />
    ))}
    <Divider component="li" aria-hidden />
    <ConsoleLogout />
  </RaMenu>
);
