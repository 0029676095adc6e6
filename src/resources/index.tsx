import type { ReactElement } from "react";
import type { DataProvider } from 'react-admin';

/** Placeholder until the schema engine lands: no resources yet. */
export const dataProvider = {} as DataProvider;
export const resourceElements: ReactElement[] = [];
export const resourceRoutes: ReactElement[] = [];
