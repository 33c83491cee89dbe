import { z } from 'zod';

// Imported first by main.tsx, before any schema exists: zod would otherwise probe `new Function` (its JIT) when
// the first object schema is made, which the Content-Security-Policy (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });
