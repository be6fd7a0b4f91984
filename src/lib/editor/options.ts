/**
 * Options of the rich-text editor (docs/content.md, "Posts"): the content type it
 * reads and writes, its theme, and its toolbar, given as a preset name or a selector of a
 * toolbar element already in the page.
 */
export const CONTENT_TYPES = ["delta", "html", "text"] as const;
export const THEMES = ["snow", "bubble", "empty"] as const;
export const TOOLBAR_PRESET_NAMES = ["essential", "minimal", "full"] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];
export type EditorTheme = (typeof THEMES)[number];
export type ToolbarPresetName = (typeof TOOLBAR_PRESET_NAMES)[number];

type ToolbarItem = string | Record<string, unknown>;
export type ToolbarConfig = ToolbarItem[][];

const HEADERS_1_TO_6 = { header: [1, 2, 3, 4, 5, 6, false] };

/** The three presets, in Quill's toolbar format. */
export const TOOLBAR_PRESETS: Record<ToolbarPresetName, ToolbarConfig> = {
  // Headers 1–6, bold, italic, underline, ordered and bullet lists, align, blockquote, code block, link, colour, clean.
  essential: [
    [HEADERS_1_TO_6],
    ["bold", "italic", "underline"],
    [{ list: "ordered" }, { list: "bullet" }],
    [{ align: [] }],
    ["blockquote", "code-block"],
    ["link"],
    [{ color: [] }],
    ["clean"],
  ],
  // Headers 1 and 2, bold, italic, underline, lists, align.
  minimal: [
    [{ header: [1, 2, false] }],
    ["bold", "italic", "underline"],
    [{ list: "ordered" }, { list: "bullet" }],
    [{ align: [] }],
  ],
  // Everything in essential plus strike, sub/superscript, indent, rtl direction, size, background, font, video and image.
  full: [
    [HEADERS_1_TO_6],
    [{ font: [] }, { size: ["small", false, "large", "huge"] }],
    ["bold", "italic", "underline", "strike"],
    [{ color: [] }, { background: [] }],
    [{ script: "sub" }, { script: "super" }],
    [{ list: "ordered" }, { list: "bullet" }],
    [{ indent: "-1" }, { indent: "+1" }],
    [{ direction: "rtl" }, { align: [] }],
    ["blockquote", "code-block"],
    ["link", "image", "video"],
    ["clean"],
  ],
};

export type EditorOptionsInput = { contentType?: string; theme?: string; toolbar?: string };

export type ResolvedEditorOptions = {
  contentType: ContentType;
  /** Quill's theme name; null for the bare editor ("empty"). */
  theme: "snow" | "bubble" | null;
  toolbar: ToolbarConfig | string;
};

export type EditorOptionsError = { code: "invalidContentType" | "invalidTheme" | "invalidToolbar"; value: string };

/** Checks the options; an invalid one is refused with the option and the value at fault. */
export function resolveEditorOptions(
  input: EditorOptionsInput,
): { ok: true; options: ResolvedEditorOptions } | { ok: false; error: EditorOptionsError } {
  const contentType = input.contentType ?? "delta";
  if (!(CONTENT_TYPES as readonly string[]).includes(contentType)) {
    return { ok: false, error: { code: "invalidContentType", value: contentType } };
  }
  const theme = input.theme ?? "snow";
  if (!(THEMES as readonly string[]).includes(theme))
    return { ok: false, error: { code: "invalidTheme", value: theme } };
  const toolbar = input.toolbar ?? "essential";
  let resolvedToolbar: ToolbarConfig | string;
  if ((TOOLBAR_PRESET_NAMES as readonly string[]).includes(toolbar)) {
    resolvedToolbar = TOOLBAR_PRESETS[toolbar as ToolbarPresetName];
  } else if (/^#[A-Za-z][\w-]*$/.test(toolbar)) {
    resolvedToolbar = toolbar;
  } else {
    return { ok: false, error: { code: "invalidToolbar", value: toolbar } };
  }
  return {
    ok: true,
    options: {
      contentType: contentType as ContentType,
      theme: theme === "empty" ? null : (theme as "snow" | "bubble"),
      toolbar: resolvedToolbar,
    },
  };
}

/** The formats a toolbar configuration turns on, flattened (for tests and for Quill's `formats`). */
export function toolbarFormats(toolbar: ToolbarConfig): string[] {
  const formats = new Set<string>();
  for (const group of toolbar) {
    for (const item of group) {
      if (typeof item === "string") formats.add(item);
      else for (const key of Object.keys(item)) formats.add(key);
    }
  }
  return [...formats];
}
