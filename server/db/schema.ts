/** The one PostgreSQL schema of the bundled server (both PGlite and a real server use it). */
export * from './schema-content';
export * from './schema-history';
export * from './schema-market';
export * from './schema-auth';
export * from './schema-wallet';
export * from './schema-trading';
export * from './schema-listing';
export * from './schema-api-keys';
export * from './schema-rewards';
export * from './schema-follow';
export * from './schema-support';
