import { z } from 'zod';

/**
 * zod compiles fast object parsers with `new Function`, after probing whether eval is allowed.
 * Under the app's Content Security Policy (no 'unsafe-eval') the probe itself is reported as a
 * violation, so the browser build parses without the compiler. Imported first by main.tsx,
 * before any schema is created.
 */
z.config({ jitless: true });
