export * from './registrant-changes.ts';
export * from './registrant-search.ts';
export * from './registrants.schemas.ts';
export * from './registrants.api.ts';
export * from './registrant-csv.ts';
export * from './registrant-dashboard.ts';
