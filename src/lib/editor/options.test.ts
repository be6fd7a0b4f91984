import { describe, expect, it } from "vitest";
import { resolveEditorOptions, TOOLBAR_PRESETS, toolbarFormats } from "./options";

describe("editor options", () => {
  it("defaults to a delta editor with the snow theme and the essential toolbar", () => {
    const result = resolveEditorOptions({});
    expect(result.ok && result.options).toMatchObject({
      contentType: "delta",
      theme: "snow",
      toolbar: TOOLBAR_PRESETS.essential,
    });
  });

  it("accepts every content type, theme and preset, and a toolbar selector", () => {
    for (const contentType of ["delta", "html", "text"]) expect(resolveEditorOptions({ contentType }).ok).toBe(true);
    expect(resolveEditorOptions({ theme: "bubble" })).toMatchObject({ ok: true, options: { theme: "bubble" } });
    expect(resolveEditorOptions({ theme: "empty" })).toMatchObject({ ok: true, options: { theme: null } });
    expect(resolveEditorOptions({ toolbar: "#post-toolbar" })).toMatchObject({
      ok: true,
      options: { toolbar: "#post-toolbar" },
    });
  });

  it.each([
    [{ contentType: "markdown" }, "invalidContentType", "markdown"],
    [{ theme: "dark" }, "invalidTheme", "dark"],
    [{ toolbar: "everything" }, "invalidToolbar", "everything"],
    [{ toolbar: ".toolbar" }, "invalidToolbar", ".toolbar"],
    [{ toolbar: "#" }, "invalidToolbar", "#"],
  ])("refuses %j", (input, code, value) => {
    expect(resolveEditorOptions(input)).toEqual({ ok: false, error: { code, value } });
  });

  it("has the essential preset exactly as the spec lists it", () => {
    expect(TOOLBAR_PRESETS.essential[0]).toEqual([{ header: [1, 2, 3, 4, 5, 6, false] }]);
    expect(toolbarFormats(TOOLBAR_PRESETS.essential).sort()).toEqual(
      [
        "align",
        "blockquote",
        "bold",
        "clean",
        "code-block",
        "color",
        "header",
        "italic",
        "link",
        "list",
        "underline",
      ].sort(),
    );
  });

  it("has the minimal preset with headers 1 and 2 only", () => {
    expect(TOOLBAR_PRESETS.minimal[0]).toEqual([{ header: [1, 2, false] }]);
    expect(toolbarFormats(TOOLBAR_PRESETS.minimal).sort()).toEqual([
      "align",
      "bold",
      "header",
      "italic",
      "list",
      "underline",
    ]);
  });

  it("has everything of essential in full, plus the extra formats", () => {
    const full = toolbarFormats(TOOLBAR_PRESETS.full);
    for (const format of toolbarFormats(TOOLBAR_PRESETS.essential)) expect(full).toContain(format);
    for (const extra of ["strike", "script", "indent", "direction", "size", "background", "font", "video", "image"]) {
      expect(full).toContain(extra);
    }
    expect(JSON.stringify(TOOLBAR_PRESETS.full)).toContain('{"size":["small",false,"large","huge"]}');
    expect(JSON.stringify(TOOLBAR_PRESETS.full)).toContain('{"direction":"rtl"}');
  });
});
