import { useEffect } from 'react';
import { useTranslate } from './useTranslate';

/**
 * Sets the browser tab's title from the messages (react-admin remounts the tree on a locale
 * change, so it follows the locale).
 * Without a key it shows `app.title`; with `titleKey` (e.g. 'app.menu.stores') it shows
 * "Manage Stores – Admin console", so screen-reader users and tab lists can tell screens apart.
 * The i18nProvider already keeps `app.title` on every screen; this adds the screen's name.
 */
export const DocumentTitle = ({ titleKey }: { titleKey?: string }) => {
  const translate = useTranslate();
  useEffect(() => {
    const app = translate('app.title');
    document.title = titleKey ? `${translate(titleKey)} – ${app}` : app;
    return () => {
      document.title = app;
    };
  }, [translate, titleKey]);
  return null;
};

/**
 * The console's name in the active locale, for `<Admin title={<AppTitle />}>`: react-admin
 * shows a string `title` in the app bar untranslated on screens without their own <Title>.
 */
export const AppTitle = () => {
  const translate = useTranslate();
  return <>{translate('app.title')}</>;
};
