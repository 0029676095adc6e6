import { describe, expect, it, vi } from 'vitest';
import {
  createBrowserMaps,
  type GoogleMapsNamespace,
  loadGoogleMaps,
  mapsScriptUrl,
} from '../../../../src/components/maps/browserMaps';

/** A stand-in for the parts of google.maps the service uses. */
function fakeGoogle() {
  const fetchAutocompleteSuggestions = vi.fn(async ({ input }: { input: string }) => ({
    suggestions: [
      { placePrediction: { placeId: 'p1', text: { text: `${input} Street, Town` } } },
      { placePrediction: null },
    ],
  }));
  const geocode = vi.fn(async () => ({
    results: [{ geometry: { location: { lat: () => 1.5, lng: () => -2.5 } } }],
  }));
  class AutocompleteSessionToken {}
  const namespace = {
    importLibrary: vi.fn(async (name: string) =>
      name === 'places'
        ? { AutocompleteSessionToken, AutocompleteSuggestion: { fetchAutocompleteSuggestions } }
        : {
            Geocoder: class {
              geocode = geocode;
            },
          },
    ),
  } as unknown as GoogleMapsNamespace;
  return { namespace, fetchAutocompleteSuggestions, geocode };
}

describe('browser maps service', () => {
  it('builds the script URL with the key and async loading', () => {
    const url = new URL(mapsScriptUrl('k&ey'));
    expect(url.origin).toBe('https://maps.googleapis.com');
    expect(url.searchParams.get('key')).toBe('k&ey');
    expect(url.searchParams.get('loading')).toBe('async');
    expect(url.searchParams.get('callback')).toBeTruthy();
  });

  it('adds the script once and resolves when the API calls back', async () => {
    // A window stand-in: happy-dom refuses to fetch scripts (and nothing may leave the test anyway).
    const appended: { src: string; async: boolean }[] = [];
    const win: Record<string, unknown> & { google?: { maps: GoogleMapsNamespace } } = {
      document: {
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
      },
    };
    const loading = loadGoogleMaps('key-1', win as never);
    expect(appended).toEqual([{ src: mapsScriptUrl('key-1'), async: true, onerror: expect.any(Function) }]);
    const { namespace } = fakeGoogle();
    win.google = { maps: namespace };
    (win[new URL(appended[0]!.src).searchParams.get('callback')!] as () => void)();
    await expect(loading).resolves.toBe(namespace);
    await expect(loadGoogleMaps('key-1', win as never)).resolves.toBe(namespace);
    expect(appended).toHaveLength(1);
  });

  it('rejects when the script fails to load', async () => {
    const appended: { onerror?: () => void }[] = [];
    const win = {
      document: {
        createElement: () => ({}),
        head: { appendChild: (script: object) => appended.push(script) },
      },
    };
    const loading = loadGoogleMaps('key-2', win as never);
    appended[0]!.onerror!();
    await expect(loading).rejects.toThrow('could not be loaded');
  });

  it('maps suggestions and geocoding results to the small interface', async () => {
    const fake = fakeGoogle();
    const load = vi.fn(async () => fake.namespace);
    const maps = createBrowserMaps('key', load);
    expect(await maps.suggest('  ')).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(await maps.suggest('10 Main')).toEqual([{ placeId: 'p1', label: '10 Main Street, Town' }]);
    expect(await maps.geocode({ placeId: 'p1' })).toEqual({ lat: 1.5, lng: -2.5 });
    expect(fake.geocode).toHaveBeenCalledWith({ placeId: 'p1' });
    expect(await maps.geocode({ address: '10 Main Street' })).toEqual({ lat: 1.5, lng: -2.5 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reuses a session token until a place is chosen', async () => {
    const fake = fakeGoogle();
    const maps = createBrowserMaps('key', async () => fake.namespace);
    await maps.suggest('a');
    await maps.suggest('ab');
    const tokens = fake.fetchAutocompleteSuggestions.mock.calls.map(
      ([request]) => (request as { sessionToken?: object }).sessionToken,
    );
    expect(tokens[0]).toBe(tokens[1]);
    await maps.geocode({ placeId: 'p1' });
    await maps.suggest('c');
    const next = (fake.fetchAutocompleteSuggestions.mock.calls[2]![0] as { sessionToken?: object })
      .sessionToken;
    expect(next).not.toBe(tokens[0]);
  });

  it('returns undefined when geocoding finds nothing, and retries loading after a failure', async () => {
    const fake = fakeGoogle();
    fake.geocode.mockResolvedValueOnce({ results: [] });
    const load = vi.fn<() => Promise<GoogleMapsNamespace>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(fake.namespace);
    const maps = createBrowserMaps('key', load);
    await expect(maps.geocode({ address: 'x' })).rejects.toThrow('offline');
    expect(await maps.geocode({ address: 'x' })).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
