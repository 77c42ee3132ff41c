export * from './organisations';
export * from './security';
export * from './users';
export * from './auth';
export * from './forms';
export * from './responses';
export * from './catalog';
export * from './activity';
