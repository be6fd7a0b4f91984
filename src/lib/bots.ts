/**
 * User agents that get plain error responses instead of the app (spec §2 "Error screen",
 * DESIGN.md decision 9): crawlers, link-preview fetchers and audit tools such as Lighthouse.
 * Headless browsers driven by people's tests are not bots.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawler|crawling|spider|slurp|lighthouse|facebookexternalhit|facebot|embedly|quora link preview|showyoubot|outbrain|pinterest|vkshare|w3c_validator|whatsapp|telegram|skypeuripreview|redditbot|applebot|bingpreview|yandex|baiduspider|duckduckgo|sogou|exabot|ia_archiver|semrush|ahrefs|mj12|dotbot|petalbot|bytespider|gptbot|chatgpt-user|claudebot|perplexity|google-inspectiontool|googleother|google-extended|adsbot|mediapartners-google|feedfetcher|curl\/|wget\/|python-requests|go-http-client|okhttp/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}
