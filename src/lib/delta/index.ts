export { renderDelta } from "./render-delta";
export { deltaToPlainText } from "./plain-text";
export {
  escapeHtml,
  isAllowedUrl,
  sanitizeColor,
  sanitizeFontClass,
  sanitizeSize,
  sanitizeUrl,
  sanitizeWidth,
} from "./sanitize";
export type {
  Align,
  Delta,
  DeltaAttributes,
  DeltaEmbed,
  DeltaInsertOp,
  ListType,
  MentionData,
  SizeFormat,
  UrlContext,
} from "./types";
// benchmark.ts is deliberately not re-exported: it is tooling, not runtime code.
