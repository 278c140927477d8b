export * from './challenge-time.ts';
export * from './stepper.ts';
export * from './rankings.ts';
export * from './form-fields.ts';
export * from './athlete.schemas.ts';
export * from './athlete.api.ts';
