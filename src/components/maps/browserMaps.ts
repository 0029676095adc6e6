import type { GeocodeQuery, LatLng, MapsService, PlaceSuggestion } from './types';

/**
 * The maps service in the browser: Google's Maps JavaScript API (Places autocomplete and the
 * Geocoder), the service the spec's hard-coded key belongs to. The script is requested on the
 * first call only, i.e. when an address input with a configured key is in use. Only the few
 * calls used here are typed.
 */
interface LatLngObject {
  lat(): number;
  lng(): number;
}
interface PlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: { input: string; sessionToken?: object }): Promise<{
      suggestions: { placePrediction: { placeId: string; text: { text: string } } | null }[];
    }>;
  };
}
interface GeocodingLibrary {
  Geocoder: new () => {
    geocode(request: { placeId: string } | { address: string }): Promise<{
      results: { geometry: { location: LatLngObject } }[];
    }>;
  };
}
export interface GoogleMapsNamespace {
  importLibrary(name: 'places'): Promise<PlacesLibrary>;
  importLibrary(name: 'geocoding'): Promise<GeocodingLibrary>;
}

const CALLBACK = '__couponAdminMapsReady';

export function mapsScriptUrl(apiKey: string): string {
  const params = new URLSearchParams({ key: apiKey, loading: 'async', v: 'weekly', callback: CALLBACK });
  return `https://maps.googleapis.com/maps/api/js?${params}`;
}

type MapsWindow = Window & { google?: { maps?: GoogleMapsNamespace } } & Record<string, unknown>;

/** Adds the script tag once and resolves with google.maps when the API calls back. */
export function loadGoogleMaps(
  apiKey: string,
  win: MapsWindow = window as unknown as MapsWindow,
): Promise<GoogleMapsNamespace> {
  const ready = win.google?.maps;
  if (ready?.importLibrary) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    win[CALLBACK] = () => {
      const maps = win.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error('The maps script loaded without google.maps'));
    };
    const script = win.document.createElement('script');
    script.src = mapsScriptUrl(apiKey);
    script.async = true;
    script.onerror = () => reject(new Error('The maps script could not be loaded'));
    win.document.head.appendChild(script);
  });
}

export function createBrowserMaps(
  apiKey: string,
  load: () => Promise<GoogleMapsNamespace> = () => loadGoogleMaps(apiKey),
): MapsService {
  let maps: Promise<GoogleMapsNamespace> | undefined;
  const google = () => {
    maps ??= load().catch((error: unknown) => {
      maps = undefined; // a later call may retry
      throw error;
    });
    return maps;
  };
  // One session token per search, renewed after a place is chosen (how the API bills sessions).
  let session: object | undefined;

  return {
    async suggest(query: string): Promise<PlaceSuggestion[]> {
      if (!query.trim()) return [];
      const places = await (await google()).importLibrary('places');
      session ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: query,
        sessionToken: session,
      });
      return suggestions.flatMap(({ placePrediction }) =>
        placePrediction ? [{ placeId: placePrediction.placeId, label: placePrediction.text.text }] : [],
      );
    },
    async geocode(query: GeocodeQuery): Promise<LatLng | undefined> {
      const { Geocoder } = await (await google()).importLibrary('geocoding');
      if ('placeId' in query) session = undefined;
      const { results } = await new Geocoder().geocode(query);
      const location = results[0]?.geometry.location;
      return location ? { lat: location.lat(), lng: location.lng() } : undefined;
    },
  };
}
