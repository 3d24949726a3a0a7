import { z } from "zod";

/*
 * zod for the app: import `z` from here, not from "zod" (ESLint holds it). zod 4 probes `new Function` when it
 * builds its first object schema, to decide whether to compile parsers; the Content-Security-Policy has no
 * 'unsafe-eval', so in the browser the probe is refused and reported as a violation (a console error), though zod
 * catches it. Set here, before any schema module runs (each imports this one first), `jitless` skips the probe.
 * See docs/decisions/005-security-headers.md.
 */
z.config({ jitless: true });

export { z };
