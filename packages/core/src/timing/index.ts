export * from './control-codes.ts';
export * from './passing-time.ts';
export * from './apply-passing.ts';
export * from './timing.schemas.ts';
export * from './timing.api.ts';
export * from './live-board-merge.ts';
export * from './arrival-prediction.ts';
export * from './passings-csv.ts';
