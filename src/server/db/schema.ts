// The database schema, one file per area; drizzle-kit reads the tables from here (drizzle.config.ts) and the app
// imports them from here.
export * from './schema/accounts.ts';
export * from './schema/addresses.ts';
export * from './schema/catalog.ts';
export * from './schema/catalog-version.ts';
export * from './schema/documents.ts';
export * from './schema/messages.ts';
export * from './schema/orders.ts';
export * from './schema/promotions.ts';
export * from './schema/settings.ts';
export * from './schema/test-payments.ts';
