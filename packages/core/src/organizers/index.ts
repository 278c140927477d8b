export * from './organizer.schemas.ts';
export * from './organizers.api.ts';
