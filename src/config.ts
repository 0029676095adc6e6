/** The one typed reader of import.meta.env. Everything configurable lives here. */
export interface AppConfig {
  /** Platform API base including the version, without a trailing slash. */
  apiUrl: string;
  /** Base of the separate weekly-data host, without a trailing slash. */
  weeklyApiUrl: string;
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
}

type Env = Record<string, string | boolean | undefined>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const str = (value: string | boolean | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Where the embedded mock API answers when no platform URL is configured. */
export const MOCK_API_PATH = '/mock-api/v1';
export const MOCK_WEEKLY_PATH = '/mock-weekly';

export function readConfig(env: Env, origin: string, search = ''): AppConfig {
  const apiUrl = str(env.VITE_API_URL);
  const mockFlag = str(env.VITE_MOCK_API).toLowerCase();
  const mockApi = mockFlag === '' ? apiUrl === '' : mockFlag === 'true' || mockFlag === '1';
  const scaleParam = Number(new URLSearchParams(search).get('mockScale') ?? str(env.VITE_MOCK_SCALE));
  return {
    apiUrl: trimSlash(apiUrl || `${origin}${MOCK_API_PATH}`),
    weeklyApiUrl: trimSlash(str(env.VITE_WEEKLY_API_URL) || `${origin}${MOCK_WEEKLY_PATH}`),
    mockApi,
    publicSiteUrl: trimSlash(str(env.VITE_PUBLIC_SITE_URL) || origin),
    mapsApiKey: str(env.VITE_MAPS_API_KEY),
    mockScale: Number.isFinite(scaleParam) && scaleParam >= 1 ? Math.floor(scaleParam) : 1,
    weeklyDateShiftDays:
      str(env.VITE_WEEKLY_DATE_SHIFT_DAYS) === '' ? 1 : Number(env.VITE_WEEKLY_DATE_SHIFT_DAYS) || 0,
    discountPercentId: str(env.VITE_DISCOUNT_PERCENT_ID),
    discountDollarId: str(env.VITE_DISCOUNT_DOLLAR_ID),
  };
}

const location = typeof window === 'undefined' ? undefined : window.location;

export const config: AppConfig = readConfig(
  import.meta.env as Env,
  location?.origin ?? 'http://localhost',
  location?.search ?? '',
);
