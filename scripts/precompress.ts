/**
 * `npm run build`'s last step (ensureBuild runs the same after its `next build`): the Brotli and
 * gzip copies of the build's scripts and styles that the edge sends (scripts/lib/precompress.ts).
 */
import { describePrecompression, precompressStatic } from "./lib/precompress";

console.log(describePrecompression(await precompressStatic()));
