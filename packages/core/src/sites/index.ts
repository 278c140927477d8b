export * from './site.schemas.ts';
export * from './sites.api.ts';
export * from './site-look.ts';
export * from './site-pages.ts';
export * from './site-markdown.ts';
