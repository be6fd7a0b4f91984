/**
 * The parameter a route whose addresses are made at request time names for the build. Under Cache
 * Components `generateStaticParams` must name at least one, and the build never opens the
 * database: the build makes this one address (a 404), and every other address is made by Next.js
 * at its first request, then kept whole until a tag it read changes (docs/architecture.md,
 * "Caching and invalidation").
 */
export const ON_DEMAND_PARAM = "-";
