import { z } from "zod";

/**
 * Zod for the schemas the browser shares with the server. Zod 4 compiles object parsers with
 * `new Function` unless told not to, and even its probe for that is a violation of the pages'
 * script policy (no 'unsafe-eval'), reported in the browser's Issues panel: the browser's copy never
 * tries. Imported instead of "zod" wherever a schema can reach the browser (eslint.config.mjs).
 */
z.config({ jitless: true });

export { z };
