import { useAuthProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppAuthProvider } from './authProvider';

/** The app's authProvider with its account calls (register, OTPs, password reset, token login). */
export function useAccount(): AppAuthProvider {
  const provider = useAuthProvider<AppAuthProvider>();
  if (!provider?.register) throw new Error('The account screens need the app authProvider (src/auth).');
  return provider;
}

/** A query-string value of the current URL ('' when absent). */
export function useQueryValue(name: string): string {
  const [params] = useSearchParams();
  return params.get(name)?.trim() ?? '';
}

/**
 * `/path?email=a@b.co`: values are encoded, but '@' stays readable as the spec's links show it
 * (it is legal in a query; '+', '&', '#' and spaces are still escaped).
 */
export function pathWithQuery(path: string, values: Record<string, string>): string {
  const query = Object.entries(values)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%40/g, '@')}`)
    .join('&');
  return `${path}?${query}`;
}
