/**
 * Build time only (src/firstFrame/vitePlugin.ts runs it in Node): the first frame of each screen,
 * rendered by React from the app's own components, so the browser paints the screen from HTML
 * before the app's code has arrived. Never part of the app's bundle. Light theme only: a
 * dark-theme admin gets no frame (see chooser.js), never a light flash.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssBaseline } from '@mui/material';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ComponentType, ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  ResourceContextProvider,
} from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { TOKEN_MARK_KEY, USERNAME_KEY } from '../auth/session';
import { PageHeading } from '../components/PageHeading';
import { config } from '../config';
import type { AnyResource, LazyScreen, PageDef } from '../engine';
import { endpointsOf } from '../engine/endpointCall';
import { ResourceList } from '../engine/views/ResourceList';
import { DEFAULT_LOCALE, getMessages, locales } from '../i18n';
import { LOCALE_STORE_KEY } from '../i18n/locales';
import { Layout } from '../layout/Layout';
import { navigation } from '../layout/navigation';
import { lightTheme } from '../layout/theme';
import * as pages from '../pages/declaredPages';
import * as resources from '../resources/declaredResources';

export type Device = 'phone' | 'desktop';

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

/** What the chooser script reads as the app does: the keys the app stores under, its default locale. */
export const chooserValues = { USERNAME_KEY, TOKEN_MARK_KEY, LOCALE_STORE_KEY, DEFAULT_LOCALE };

/**
 * The routes whose frame depends on what is stored, and the keys (`frameUnlessStored`): the
 * chooser picks their heading's frame when any of the keys holds a value.
 */
export const storedFrames = (): Record<string, readonly string[]> =>
  Object.fromEntries(
    signedInScreens().flatMap(({ route, storedKeys }) => (storedKeys ? [[route, storedKeys]] : [])),
  );

/** The first read's values (firstRead.js): none for the mock API nor a build configured at start. */
export const firstReadValues = {
  USERNAME_KEY,
  API_URL: config.mockApi || import.meta.env.VITE_RUNTIME_CONFIG === 'true' ? '' : config.apiUrl,
};

/**
 * The list each resource route shows, read by that route's page before the app's code has come
 * (firstRead.js, src/api/fast/earlyRead.ts): the resource's own whole-list GET on the platform API, the
 * call the app's first read of the list makes (readListAhead). None for a list read with a body,
 * from another host, or by a function.
 */
export function earlyReads(): Record<string, string> {
  const reads: Record<string, string> = {};
  // The embedded mock API's build has no platform to ask before the app runs: no script at all.
  if (!firstReadValues.API_URL && import.meta.env.VITE_RUNTIME_CONFIG !== 'true') return reads;
  for (const resource of Object.values(resources) as AnyResource[]) {
    const list = endpointsOf(resource).list as Record<string, unknown> | undefined;
    if (!resource.route || !list || 'run' in list || typeof list.path !== 'string') continue;
    if (list.body !== undefined || (list.method ?? 'GET') !== 'GET' || (list.host ?? 'api') !== 'api')
      continue;
    reads[resource.route] = list.path;
  }
  return reads;
}

interface Screen {
  route: string;
  titleKey: string;
  /** The screen itself, as the app renders it before its data has come. */
  Screen: ComponentType;
  /** A page's `frameUnlessStored`: with any of these stored, the frame is the heading alone. */
  storedKeys?: readonly string[];
}

/** The signed-in screens with a route and a heading: their frame is known. */
export function signedInScreens(): Screen[] {
  const known = new Map<string, Screen>();
  for (const resource of Object.values(resources) as AnyResource[])
    if (resource.route) {
      const List = resource.views?.list ?? ResourceList;
      known.set(resource.route, {
        route: resource.route,
        titleKey: `resources.${resource.name}.title`,
        Screen: () => (
          <ResourceContextProvider value={resource.name}>
            <List resource={resource} />
          </ResourceContextProvider>
        ),
      });
    }
  for (const page of Object.values(pages) as PageDef[])
    if (page.titleKey)
      known.set(page.route, {
        route: page.route,
        titleKey: page.titleKey,
        Screen: page.component,
        storedKeys: page.frameUnlessStored,
      });
  // The menu's screens in its order, then the signed-in screens outside it (/Sidebar, …).
  const inMenu = navigation.flatMap((item) => known.get(item.to) ?? []);
  return [...inMenu, ...[...known.values()].filter((screen) => !inMenu.includes(screen))];
}

interface RenderAt {
  locale: string;
  device: Device;
  route: string;
}

async function render(node: ReactNode, { locale, device, route }: RenderAt) {
  const messages = await getMessages(locale);
  const i18nProvider = polyglotI18nProvider(() => messages, locale, locales, { allowMissing: true });
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const width = WIDTH[device];
  const tree = (
    <CacheProvider value={cache}>
      <MemoryRouter initialEntries={[route]}>
        <AdminContext
          dataProvider={noData}
          authProvider={noAuth}
          i18nProvider={i18nProvider}
          store={memoryStore({ locale, theme: 'light', 'sidebar.open': true })}
          lightTheme={withSsrWidth(lightTheme, width)}
        >
          <CssBaseline enableColorScheme>{node}</CssBaseline>
        </AdminContext>
      </MemoryRouter>
    </CacheProvider>
  );
  // prerender waits for the screens' lazy code, as the app's Suspense does. A component that
  // fails outside the browser fails the whole frame (the caller falls back to the heading).
  const errors: unknown[] = [];
  // One piece: a larger boundary would be sent apart, with an inline script to put it in place.
  const { prelude } = await prerender(tree, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude as ReadableStream).text();
  if (errors.length) throw errors[0];
  // Every rule Emotion inserted for the frame, by id, so the frames of one page share their rules:
  // those of the classes in the markup, and those a styled component's class composed into its
  // child's (not in the markup, but the app inserts them too). The global styles (CssBaseline's)
  // apart, as Emotion keeps them.
  const styles: Record<string, string> = {};
  const globals: Record<string, string> = {};
  for (const chunk of extractCriticalToChunks(html).styles)
    if (chunk.key !== cache.key)
      for (const id of chunk.ids) {
        const css = cache.inserted[id];
        if (typeof css === 'string') globals[id] = css;
      }
  for (const [id, css] of Object.entries(cache.inserted))
    if (typeof css === 'string' && cache.registered[`${cache.key}-${id}`] !== undefined) styles[id] = css;
  return { html, styles, globals, title: (key: string) => i18nProvider.translate(key) };
}

/**
 * The screen in the layout, as the app first shows it; a screen that cannot render outside the
 * browser gets the layout and its heading alone.
 */
async function renderScreen(Screen: ComponentType, titleKey: string, at: RenderAt) {
  try {
    // A lazy screen's code, loaded first: the frame is the screen, not its loading indicator.
    await (Screen as Partial<LazyScreen>).preload?.();
    return await render(
      <Layout>
        <Screen />
      </Layout>,
      at,
    );
  } catch (error) {
    if (at.locale === DEFAULT_LOCALE && at.device === 'desktop')
      console.info(
        `note: ${at.route} paints its heading as its first frame (the rest of that screen renders in the browser: ${(error as Error).message}). Not an error; the build goes on.`,
      );
    return render(
      <Layout>
        <PageHeading titleKey={titleKey} />
      </Layout>,
      at,
    );
  }
}

/**
 * react-admin puts the page's title in the app bar through a portal, which a render in Node
 * leaves empty; the frame writes it where the portal will (PageTitle's two spans).
 */
const withAppBarTitle = (html: string, title: string) =>
  html.replace(
    /(<h6 [^>]*id="react-admin-title"[^>]*>)(<\/h6>)/,
    `$1${renderToStaticMarkup(
      <span>
        <span>{title}</span>
      </span>,
    )}$2`,
  );

export interface Frame {
  locale: string;
  device: Device;
  /** '/login' for the sign-in card, else a signed-in screen's route. */
  route: string;
  /** The frame of the route for an admin with something stored (`frameUnlessStored`): its heading. */
  stored?: boolean;
  html: string;
  /** Emotion's rules the frame uses, by id. */
  styles: Record<string, string>;
  /** Emotion's global styles (CssBaseline's), by name. */
  globals: Record<string, string>;
}

/** Every frame: the sign-in card and each signed-in screen, per language and device. */
export async function renderFrames(): Promise<Frame[]> {
  const frames: Frame[] = [];
  for (const { locale } of locales)
    for (const device of ['phone', 'desktop'] as const) {
      const at = { locale, device };
      const login = await render(<LoginPage />, { ...at, route: '/login' });
      frames.push({ ...at, route: '/login', html: login.html, styles: login.styles, globals: login.globals });
      for (const { route, titleKey, Screen, storedKeys } of signedInScreens()) {
        const push = async (Shown: ComponentType, stored?: true) => {
          const frame = await renderScreen(Shown, titleKey, { ...at, route });
          const html = withAppBarTitle(frame.html, frame.title(titleKey));
          frames.push({ ...at, route, stored, html, styles: frame.styles, globals: frame.globals });
        };
        await push(Screen);
        // For an admin with one of the page's keys stored: its heading alone.
        if (storedKeys) await push(() => <PageHeading titleKey={titleKey} />, true);
      }
    }
  return frames;
}
