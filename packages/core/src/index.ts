import './http/eval-free-validation.ts'; // before any schema is built
export * from './i18n/index.ts';
export * from './validation/index.ts';
export * from './dates/months.ts';
export * from './dates/iso-date.ts';
export * from './dates/time-zone-name.ts';
export * from './accounts/account.schema.ts';
export * from './accounts/accounts.api.ts';
export * from './http/api-error.ts';
export * from './http/api-route.ts';
export * from './http/common.schemas.ts';
export * from './time/index.ts';
export * from './results/index.ts';
export * from './events/index.ts';
export * from './imports/index.ts';
export * from './registration/index.ts';
export * from './payments/index.ts';
export * from './timing/index.ts';
