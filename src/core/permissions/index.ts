export * from './check';
export * from './codes';
