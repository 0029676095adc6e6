import { type ComponentType, createContext, useContext } from 'react';
import type { MenuPlacement } from '../engine';

/** One entry of the console's menu (built from the declarations by ./navigation.ts). */
export interface NavItem extends MenuPlacement {
  to: string;
  labelKey: string;
  icon?: ComponentType;
  /** The resource whose list this entry opens (its records are read when the entry is pressed). */
  resource?: string;
}

/**
 * The spec's sidebar entries, given by the layout: a page that shows them (/Sidebar) reads them
 * here rather than importing the list of screens it is itself part of.
 */
export const MainItemsContext = createContext<readonly NavItem[]>([]);

export const useMainItems = () => useContext(MainItemsContext);
