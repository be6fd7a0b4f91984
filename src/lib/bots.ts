/**
 * User agents the analytics does not count as visitors (docs/content.md, "Analytics"): crawlers,
 * link-preview fetchers and audit tools such as Lighthouse. They get the same pages as people
 * (docs/decisions.md, decision 9). Headless browsers driven by people's tests are not bots.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|crawling|spider|slurp|lighthouse|facebookexternalhit|facebot|embedly|quora link preview|showyoubot|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|redditbot|applebot|bingpreview|yandex|baiduspider|duckduckgo|sogou|exabot|ia_archiver|semrush|ahrefs|mj12|dotbot|petalbot|bytespider|gptbot|chatgpt-user|claudebot|perplexity|google-inspectiontool|googleother|google-extended|adsbot|mediapartners-google|feedfetcher|curl\/|wget\/|python-requests|go-http-client|okhttp/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
