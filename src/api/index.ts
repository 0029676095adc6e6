export * from './cookies';
export * from './envelope';
export * from './http';
