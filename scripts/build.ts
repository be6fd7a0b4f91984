/**
 * `npm run build`: the production build, as ensureBuild runs it (scripts/lib/build.ts): Next.js's
 * build in two steps around the compile hints, then the Brotli and gzip copies of the build's
 * scripts and styles that the edge sends.
 */
import { buildProduction } from "./lib/build";

await buildProduction();
