export * from './i18n/index.ts';
export * from './dates/months.ts';
export * from './dates/iso-date.ts';
export * from './accounts/account.schema.ts';
export * from './http/api-error.ts';
export * from './time/index.ts';
export * from './results/index.ts';
