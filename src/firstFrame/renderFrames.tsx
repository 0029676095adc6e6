/**
 * Build time only (scripts/first-frame.mjs runs it in Node): the first frame of each screen,
 * rendered by React from the app's own components, so the browser paints a heading from HTML
 * before the app's code has arrived. Never part of the app's bundle.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssBaseline } from '@mui/material';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore } from 'react-admin';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { PageHeading } from '../components/PageHeading';
import { getMessages, locales } from '../i18n';
import { Layout } from '../layout/Layout';
import { navigation } from '../layout/navigation';
import { darkTheme, lightTheme } from '../layout/theme';
import * as pages from '../pages/declared';
import * as resources from '../resources/declared';

export type Device = 'phone' | 'desktop';
export type ThemeName = 'light' | 'dark';

/** The widths the frame is rendered for: below MUI's `sm` (600 px) the app lays out for a phone. */
const WIDTH: Record<Device, number> = { phone: 412, desktop: 1366 };

/** MUI's useMediaQuery on the server: the min/max-width queries react-admin asks, at one width. */
const matchMediaAt = (width: number) => (query: string) => {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  return { matches } as MediaQueryList;
};

const withSsrWidth = <T extends object>(theme: T, width: number) => ({
  ...theme,
  components: {
    ...(theme as { components?: object }).components,
    MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMediaAt(width), noSsr: false } },
  },
});

/** No call is ever made while rendering to a string; these only satisfy the contexts. */
const noData = new Proxy({}, { get: () => () => Promise.reject(new Error('first frame')) }) as DataProvider;
const noAuth: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(),
};

/** The signed-in screens with a route, a menu entry and a heading: their frame is known. */
export function signedInScreens(): { route: string; titleKey: string }[] {
  const headings = new Map<string, string>();
  for (const resource of Object.values(resources) as { name: string; route?: string }[])
    if (resource.route) headings.set(resource.route, `resources.${resource.name}.title`);
  for (const page of Object.values(pages)) if (page.titleKey) headings.set(page.route, page.titleKey);
  return navigation.flatMap((item) => {
    const titleKey = headings.get(item.to);
    return titleKey ? [{ route: item.to, titleKey }] : [];
  });
}

async function render(
  node: ReactNode,
  { locale, theme, device, route }: { locale: string; theme: ThemeName; device: Device; route: string },
) {
  const messages = await getMessages(locale);
  const i18nProvider = polyglotI18nProvider(() => messages, locale, locales, { allowMissing: true });
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const width = WIDTH[device];
  const html = renderToString(
    <CacheProvider value={cache}>
      <MemoryRouter initialEntries={[route]}>
        <AdminContext
          dataProvider={noData}
          authProvider={noAuth}
          i18nProvider={i18nProvider}
          store={memoryStore({ locale, theme, 'sidebar.open': true })}
          lightTheme={withSsrWidth(lightTheme, width)}
          darkTheme={withSsrWidth(darkTheme, width)}
        >
          <CssBaseline enableColorScheme>{node}</CssBaseline>
        </AdminContext>
      </MemoryRouter>
    </CacheProvider>,
  );
  // Emotion's critical CSS, rule by rule (its ids), so the frames of one page share their rules.
  const styles: Record<string, string> = {};
  for (const chunk of extractCriticalToChunks(html).styles)
    for (const id of chunk.ids) {
      const css = cache.inserted[id];
      if (typeof css === 'string') styles[id] = css;
    }
  return { html, styles, title: (key: string) => i18nProvider.translate(key) };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * react-admin puts the page's title in the app bar through a portal, which a string render
 * leaves empty; the frame writes it where the portal will (PageTitle's two spans).
 */
const withAppBarTitle = (html: string, title: string) =>
  html.replace(
    /(<h6 [^>]*id="react-admin-title"[^>]*>)(<\/h6>)/,
    `$1<span><span>${escapeHtml(title)}</span></span>$2`,
  );

export interface Frame {
  locale: string;
  theme: ThemeName;
  device: Device;
  /** '/login' for the sign-in card, else a signed-in screen's route. */
  route: string;
  html: string;
  /** Emotion's rules the frame uses, by id. */
  styles: Record<string, string>;
}

/** Every frame: the sign-in card and each signed-in screen, per language, theme and device. */
export async function renderFrames(): Promise<Frame[]> {
  const frames: Frame[] = [];
  for (const { locale } of locales)
    for (const device of ['phone', 'desktop'] as const) {
      // Light only: a dark-theme admin gets no frame (see chooser.js), never a light flash.
      const at = { locale, theme: 'light' as const, device };
      const login = await render(<LoginPage />, { ...at, route: '/login' });
      frames.push({ ...at, route: '/login', html: login.html, styles: login.styles });
      for (const { route, titleKey } of signedInScreens()) {
        const frame = await render(
          <Layout>
            <PageHeading titleKey={titleKey} />
          </Layout>,
          { ...at, route },
        );
        const html = withAppBarTitle(frame.html, frame.title(titleKey));
        frames.push({ ...at, route, html, styles: frame.styles });
      }
    }
  return frames;
}
