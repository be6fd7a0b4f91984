import nextEnv from "@next/env";

/**
 * Loads .env, .env.local and .env.production(.local) the way Next.js does, so the scripts and the
 * server they start see the same settings. Import this before anything that reads the environment.
 */
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
