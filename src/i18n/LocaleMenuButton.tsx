import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem, type Theme, useMediaQuery } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useLocales } from 'react-admin';
import { useTranslate } from './useTranslate';

/**
 * The locale switcher of the login screens and the app bar. react-admin's LocalesMenuButton
 * keeps its menu mounted while closed: a portal, a backdrop, transitions and one item per
 * locale, mounted in a second synchronous render at start. This one mounts the menu when it
 * opens.
 *
 * `compactOnPhone` (the app bar): below the `sm` breakpoint the button is its icon alone, named
 * "Language: <current language>", so the page's title keeps the app bar's room on a phone.
 */
export const LocaleMenuButton = ({ compactOnPhone = false }: { compactOnPhone?: boolean }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const menuId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  const opener = {
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? 'true' : undefined,
    onClick: (event: { currentTarget: HTMLElement }) => setAnchor(event.currentTarget),
  } as const;
  const label = translate('app.layout.language', { language: current });
  return (
    <>
      {compactOnPhone && phone ? (
        <IconButton {...opener} aria-label={label} title={label}>
          <LanguageIcon />
        </IconButton>
      ) : (
        <Button {...opener} startIcon={<LanguageIcon />} endIcon={<ExpandMoreIcon fontSize="small" />}>
          {current}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
