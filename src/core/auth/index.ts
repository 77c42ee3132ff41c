export * from './password';
