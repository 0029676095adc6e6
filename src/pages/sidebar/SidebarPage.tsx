import { Card, ListItemText, MenuItem, MenuList } from '@mui/material';
import { Link } from 'react-router-dom';
import { ConsoleLogout } from '../../auth/SessionControls';
import { PageHeading } from '../../components/PageHeading';
import { useTranslate } from '../../i18n/useTranslate';
import { useMainItems } from '../../layout/navItems';

/** /Sidebar: the spec routes the sidebar on its own; here it is a page of the same items. */
export const SidebarPage = () => {
  const translate = useTranslate();
  const mainItems = useMainItems();
  return (
    <Card sx={{ p: 2, m: { xs: 1, sm: 2 }, maxWidth: 480 }}>
      <PageHeading titleKey="app.sidebarPage.title" subtitle={translate('app.sidebarPage.intro')} />
      <nav aria-label={translate('app.sidebarPage.title')}>
        {/* MenuList: react-admin's Logout is a MenuItem and needs its context. */}
        <MenuList>
          {mainItems.map((item) => (
            <MenuItem key={item.to} component={Link} to={item.to}>
              <ListItemText primary={translate(item.labelKey)} />
            </MenuItem>
          ))}
          <ConsoleLogout />
        </MenuList>
      </nav>
    </Card>
  );
};
