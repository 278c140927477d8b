export * from './staff.schemas.ts';
export * from './staff.api.ts';
