import { z } from 'zod';

/**
 * In browsers the shared schemas validate without compiling code at run time: zod otherwise probes
 * `Function('')` while building object schemas, which the web's Content-Security-Policy (no 'unsafe-eval')
 * refuses and reports. Imported first by the package index, so it runs before any schema is built; the server
 * keeps the faster compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
