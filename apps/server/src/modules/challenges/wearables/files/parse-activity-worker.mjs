// The worker thread's entry (parse-off-thread.ts): plain JavaScript, since a worker starts without the TypeScript
// loader the server runs under; it registers tsx, then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./parse-activity-worker.ts');
