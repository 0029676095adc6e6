export * from './abort';
export * from './cookies';
export * from './envelope';
export * from './http';
export * from './reply';
