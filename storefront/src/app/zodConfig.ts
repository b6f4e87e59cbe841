/**
 * Imported first by main.tsx, before any schema is built: zod 4 probes `new Function("")` when it builds its first
 * object schema (to compile faster parsers), and under our CSP (no 'unsafe-eval') that probe is a reported
 * violation. Without the probe zod validates the same, by interpretation.
 */
import { z } from 'zod';

z.config({ jitless: true });
