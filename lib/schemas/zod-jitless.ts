// zod 4 probes `Function('')` before its first parse to decide whether to compile faster
// parsers. The page's CSP allows no eval, so the probe is refused and Chrome reports a CSP issue
// on every page that validates anything (Lighthouse: best practices). Parsing works the same
// without the compiled parsers.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy and chunk of
// zod) and reads them when it parses: setting `jitless` there, before zod is even loaded, keeps
// zod itself out of the first load (`z.config` would import it). A test checks zod sees it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
