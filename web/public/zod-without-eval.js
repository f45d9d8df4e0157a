// Zod compiles object parsers with `new Function` when it may, and finds out whether it may by
// trying one: under the portal's Content-Security-Policy (`script-src 'self'`, no eval) that try
// is a reported violation. Zod reads this global config when it loads, so it is set here, in a
// classic script that runs before the app's modules (some of which parse as they load).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
