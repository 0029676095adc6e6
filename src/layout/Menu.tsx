import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FlagIcon from '@mui/icons-material/Flag';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PeopleIcon from '@mui/icons-material/People';
import RedeemIcon from '@mui/icons-material/Redeem';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TableChartIcon from '@mui/icons-material/TableChart';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Divider } from '@mui/material';
import { type ReactElement, useEffect } from 'react';
import { Menu as RaMenu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConsoleLogout } from '../auth/SessionControls';
import { useTranslate } from '../i18n/useTranslate';
import { markerFor, moreItems, SIDEBAR_MARKER_KEY, type SidebarItem, sidebarItems } from './sidebarItems';

const icons: Record<string, ReactElement> = {
  '/DashboardHome': <DashboardIcon />,
  '/DataListing': <PeopleIcon />,
  '/Stores': <StorefrontIcon />,
  '/allCoupons': <LocalOfferIcon />,
  '/CreateAgent': <SupportAgentIcon />,
  '/BusinessUploads': <CloudUploadIcon />,
  '/CreateCoupon': <RedeemIcon />,
  '/Data': <FlagIcon />,
  '/WeeklyData': <TableChartIcon />,
  '/UploadData': <UploadFileIcon />,
};

const Item = ({ item }: { item: SidebarItem }) => {
  const translate = useTranslate();
  return (
    <RaMenu.Item
      to={item.to}
      primaryText={translate(item.labelKey)}
      leftIcon={icons[item.to] ?? <AddBusinessIcon />}
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

export const Menu = () => {
  return (
    <RaMenu>
      {sidebarItems.map((item) => (
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
};
