import type { GeocodeQuery, LatLng, MapsService, PlaceSuggestion } from './types';

/**
 * An offline maps service for tests and the embedded demo API: a fixed list of fictional
 * addresses with coordinates, searched by words. Nothing leaves the browser.
 */
const PLACES: (PlaceSuggestion & LatLng)[] = [
  { placeId: 'mock-1', label: '100 Main Street, Springfield, IL 62701, USA', lat: 39.8017, lng: -89.6437 },
  {
    placeId: 'mock-2',
    label: '250 Market Street, San Francisco, CA 94105, USA',
    lat: 37.7925,
    lng: -122.3989,
  },
  { placeId: 'mock-3', label: '42 Harbor Road, Portland, ME 04101, USA', lat: 43.6591, lng: -70.2568 },
  { placeId: 'mock-4', label: '77 Lake Shore Drive, Chicago, IL 60611, USA', lat: 41.8986, lng: -87.6233 },
  { placeId: 'mock-5', label: '9 Elm Avenue, Austin, TX 78701, USA', lat: 30.2711, lng: -97.7437 },
  { placeId: 'mock-6', label: '311 Broadway, New York, NY 10007, USA', lat: 40.7155, lng: -74.0059 },
  { placeId: 'mock-7', label: '18 Ocean Boulevard, Miami Beach, FL 33139, USA', lat: 25.7743, lng: -80.1324 },
  { placeId: 'mock-8', label: '5 Pine Street, Seattle, WA 98101, USA', lat: 47.6101, lng: -122.3421 },
  { placeId: 'mock-9', label: '1200 Peachtree Street, Atlanta, GA 30309, USA', lat: 33.7866, lng: -84.3838 },
  { placeId: 'mock-10', label: '60 Canal Street, Boston, MA 02114, USA', lat: 42.3633, lng: -71.0603 },
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

function matches(query: string): (PlaceSuggestion & LatLng)[] {
  const wanted = words(query);
  if (wanted.length === 0) return [];
  return PLACES.filter((place) => {
    const label = place.label.toLowerCase();
    return wanted.every((word) => label.includes(word));
  });
}

export const mockMaps: MapsService = {
  async suggest(query) {
    return matches(query)
      .slice(0, 5)
      .map(({ placeId, label }) => ({ placeId, label }));
  },
  async geocode(query: GeocodeQuery) {
    const place =
      'placeId' in query
        ? PLACES.find((candidate) => candidate.placeId === query.placeId)
        : matches(query.address)[0];
    return place ? { lat: place.lat, lng: place.lng } : undefined;
  },
};
