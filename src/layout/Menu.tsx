import LabelIcon from '@mui/icons-material/Label';
import { Divider } from '@mui/material';
import { useEffect } from 'react';
import { Menu as RaMenu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConsoleLogout } from '../auth/SessionControls';
import { useTranslate } from '../i18n/useTranslate';
import { mainItems, markerFor, moreItems, type NavItem, SIDEBAR_MARKER_KEY } from './navigation';

const Item = ({ item }: { item: NavItem }) => {
  const translate = useTranslate();
  const Icon = item.icon ?? LabelIcon;
  return <RaMenu.Item to={item.to} primaryText={translate(item.labelKey)} leftIcon={<Icon />} />;
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

/** The spec's sidebar (its six screens, then Logout last of them) and the other screens below. */
export const Menu = () => (
  <RaMenu>
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
