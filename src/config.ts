/**
 * The one typed reader of the console's configuration. Everything configurable lives here.
 *
 * Two sources: the build's `VITE_*` variables (development, the demo and test builds), and, for
 * the deployable build (`npm run build:prod`), a JSON block that `deploy/start` writes into the
 * served index.html at start (`<script type="application/json" id="console-config">`): one build
 * for every environment, read synchronously before the first render, with no inline script.
 */
export interface AppConfig {
  /** Platform API base including the version, without a trailing slash. */
  apiUrl: string;
  /** Base of the separate weekly-data host, without a trailing slash. */
  weeklyApiUrl: string;
  /**
   * Whether the weekly-data host gets the admin's token. SPEC 7: it is a separate, unsecured
   * host, so by default it does not; a platform that secures it turns this on.
   */
  weeklyApiAuth: boolean;
  /** True when the embedded mock platform API (MSW) answers the calls. */
  mockApi: boolean;
  /** Public site base for agent referral links. */
  publicSiteUrl: string;
  /** Maps / geocoding key; empty means address fields are plain text. */
  mapsApiKey: string;
  /** Mock data size multiplier (1 = demo data); only read in mock mode. */
  mockScale: number;
  /**
   * Days added to edited weekly-data dates before they are sent (spec section 9: "shifted
   * forward by one day on save"). 0 turns the shift off.
   */
  weeklyDateShiftDays: number;
  /** The spec's two fixed discount-type ids are redacted; these override recognition by label. */
  discountPercentId: string;
  discountDollarId: string;
  /** Where the console is served ('/' or e.g. '/admin/'): the router's basename. */
  basePath: string;
}

/** What deploy/start writes into index.html (every value optional but apiUrl). */
export interface RuntimeConfig {
  apiUrl?: string;
  weeklyApiUrl?: string;
  weeklyApiAuth?: boolean | string;
  publicSiteUrl?: string;
  mapsApiKey?: string;
  discountPercentId?: string;
  discountDollarId?: string;
  weeklyDateShiftDays?: number | string;
  basePath?: string;
}

type Env = Record<string, string | boolean | undefined>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const str = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Where the embedded mock API answers when no platform URL is configured. */
export const MOCK_API_PATH = '/mock-api/v1';
export const MOCK_WEEKLY_PATH = '/mock-weekly';

/** '/admin' or 'admin/' as '/admin/'; '' as '/'. */
export const normalizeBasePath = (path: string): string => {
  const inner = path.trim().replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
};

/** The runtime configuration block of the served index.html, when deploy/start has written one. */
export function readRuntimeConfig(doc: Document | undefined): RuntimeConfig | undefined {
  const text = doc?.getElementById('console-config')?.textContent?.trim();
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const runtime = parsed as RuntimeConfig;
    return typeof runtime.apiUrl === 'string' && runtime.apiUrl.trim() ? runtime : undefined;
  } catch {
    return undefined;
  }
}

export function readConfig(env: Env, origin: string, search = '', runtime?: RuntimeConfig): AppConfig {
  if (runtime) {
    // The deployment's values; a value it leaves out falls back to the build's, if any.
    env = {
      ...env,
      VITE_API_URL: runtime.apiUrl,
      VITE_MOCK_API: 'false',
      VITE_WEEKLY_API_URL: runtime.weeklyApiUrl ?? env.VITE_WEEKLY_API_URL,
      VITE_WEEKLY_API_AUTH:
        runtime.weeklyApiAuth === undefined ? env.VITE_WEEKLY_API_AUTH : String(runtime.weeklyApiAuth),
      VITE_PUBLIC_SITE_URL: runtime.publicSiteUrl ?? env.VITE_PUBLIC_SITE_URL,
      VITE_MAPS_API_KEY: runtime.mapsApiKey ?? env.VITE_MAPS_API_KEY,
      VITE_DISCOUNT_PERCENT_ID: runtime.discountPercentId ?? env.VITE_DISCOUNT_PERCENT_ID,
      VITE_DISCOUNT_DOLLAR_ID: runtime.discountDollarId ?? env.VITE_DISCOUNT_DOLLAR_ID,
      VITE_WEEKLY_DATE_SHIFT_DAYS:
        runtime.weeklyDateShiftDays === undefined
          ? env.VITE_WEEKLY_DATE_SHIFT_DAYS
          : String(runtime.weeklyDateShiftDays),
    };
  }
  const apiUrl = str(env.VITE_API_URL);
  const mockFlag = str(env.VITE_MOCK_API).toLowerCase();
  const mockApi = mockFlag === '' ? apiUrl === '' : mockFlag === 'true' || mockFlag === '1';
  const scaleParam = Number(new URLSearchParams(search).get('mockScale') ?? str(env.VITE_MOCK_SCALE));
  return {
    apiUrl: trimSlash(apiUrl || `${origin}${MOCK_API_PATH}`),
    weeklyApiUrl: trimSlash(str(env.VITE_WEEKLY_API_URL) || `${origin}${MOCK_WEEKLY_PATH}`),
    weeklyApiAuth: ['true', '1'].includes(str(env.VITE_WEEKLY_API_AUTH).toLowerCase()),
    mockApi,
    publicSiteUrl: trimSlash(str(env.VITE_PUBLIC_SITE_URL) || origin),
    mapsApiKey: str(env.VITE_MAPS_API_KEY),
    mockScale: Number.isFinite(scaleParam) && scaleParam >= 1 ? Math.floor(scaleParam) : 1,
    weeklyDateShiftDays:
      str(env.VITE_WEEKLY_DATE_SHIFT_DAYS) === '' ? 1 : Number(env.VITE_WEEKLY_DATE_SHIFT_DAYS) || 0,
    discountPercentId: str(env.VITE_DISCOUNT_PERCENT_ID),
    discountDollarId: str(env.VITE_DISCOUNT_DOLLAR_ID),
    basePath: normalizeBasePath(runtime?.basePath ?? ''),
  };
}

const location = typeof window === 'undefined' ? undefined : window.location;

export const config: AppConfig = readConfig(
  import.meta.env as Env,
  location?.origin ?? 'http://localhost',
  location?.search ?? '',
  readRuntimeConfig(typeof document === 'undefined' ? undefined : document),
);

/** The router's basename: '' at the domain root, '/admin' under a sub-path. */
export const routerBasename = config.basePath.replace(/\/$/, '');

/** The address bar's path as the router sees it (without the sub-path the console is served under). */
export function routerPath(pathname = location?.pathname ?? '/'): string {
  if (!routerBasename) return pathname;
  if (pathname === routerBasename) return '/';
  return pathname.startsWith(`${routerBasename}/`) ? pathname.slice(routerBasename.length) : pathname;
}
