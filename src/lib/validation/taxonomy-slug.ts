/**
 * The slugs of topics and authors: ASCII, one address in both languages (/blog/topics/cloud,
 * /en/blog/topics/cloud). Apart from the schemas (taxonomy.ts) so that the route table, which the
 * front server imports as it is, can check them without zod.
 */
export const TAXONOMY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TAXONOMY_SLUG_MAX = 60;

export const isTaxonomySlug = (value: string) => value.length <= TAXONOMY_SLUG_MAX && TAXONOMY_SLUG.test(value);
