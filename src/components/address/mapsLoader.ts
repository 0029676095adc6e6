import { createContext } from 'react';
import { config } from '../../config';
import type { MapsService } from '../maps/types';

export type MapsLoader = () => Promise<MapsService>;

let cached: Promise<MapsService> | undefined;

/**
 * The maps service for the app: the offline mock with the embedded API (no outside calls in the
 * demo), otherwise the browser implementation with the configured key. Imported on first use.
 */
export const defaultMapsLoader: MapsLoader = () => {
  cached ??= config.mockApi
    ? import('../maps/mockMaps').then((module) => module.mockMaps)
    : import('../maps/browserMaps').then((module) => module.createBrowserMaps(config.mapsApiKey));
  return cached;
};

/** Lets tests (and stories) give the address input another maps service. */
export const MapsLoaderContext = createContext<MapsLoader>(defaultMapsLoader);
