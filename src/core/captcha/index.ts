export * from './challenge';
