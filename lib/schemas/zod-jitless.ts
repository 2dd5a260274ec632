import { config } from 'zod/v4/core';

// zod 4 probes `Function('')` before its first parse to decide whether to compile faster
// parsers. The page's CSP allows no eval, so the probe is refused and Chrome reports a CSP issue
// on every page that validates anything (Lighthouse: best practices). Parsing works the same
// without the compiled parsers. zod keeps this setting on globalThis, shared by every chunk.
config({ jitless: true });
