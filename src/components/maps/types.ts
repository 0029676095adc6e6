/** The small interface the address input needs from a maps service. */

export interface PlaceSuggestion {
  placeId: string;
  /** The address as shown and stored (the vendor's businessAddress). */
  label: string;
}

export interface LatLng {
  lat: number;
  lng: number;
}

export type GeocodeQuery = { placeId: string } | { address: string };

export interface MapsService {
  suggest(query: string): Promise<PlaceSuggestion[]>;
  geocode(query: GeocodeQuery): Promise<LatLng | undefined>;
}
