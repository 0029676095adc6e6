/**
 * The declaration types, by idea: fields, endpoints, actions, lists and forms, screens. Import
 * from here (or from the engine's index); each part is its own module.
 */
export type * from './actionTypes';
export type * from './endpointTypes';
export type * from './fieldTypes';
export type * from './listTypes';
export type * from './screenTypes';
