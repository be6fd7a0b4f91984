import type { Messages } from "@/i18n/messages";

export type ToolbarLabels = Messages["dashboard"]["editor"]["toolbar"];

/**
 * Quill draws its toolbar with unnamed buttons and English picker words; this gives every control an
 * accessible name, and the heading, size and font pickers their visible words, in the dashboard's
 * language (and the toolbar itself a role and label).
 */
export function labelToolbar(toolbar: Element, labels: ToolbarLabels): void {
  toolbar.setAttribute("role", "toolbar");
  toolbar.setAttribute("aria-label", labels.toolbar);
  const buttons: Array<[string, string]> = [
    ["button.ql-bold", labels.bold],
    ["button.ql-italic", labels.italic],
    ["button.ql-underline", labels.underline],
    ["button.ql-strike", labels.strike],
    ['button.ql-list[value="ordered"]', labels.orderedList],
    ['button.ql-list[value="bullet"]', labels.bulletList],
    ["button.ql-blockquote", labels.blockquote],
    ["button.ql-code-block", labels.codeBlock],
    ["button.ql-link", labels.link],
    ["button.ql-image", labels.image],
    ["button.ql-video", labels.video],
    ["button.ql-clean", labels.clean],
    ['button.ql-script[value="sub"]', labels.subscript],
    ['button.ql-script[value="super"]', labels.superscript],
    ['button.ql-indent[value="-1"]', labels.outdent],
    ['button.ql-indent[value="+1"]', labels.indent],
    ['button.ql-direction[value="rtl"]', labels.rtl],
  ];
  for (const [selector, label] of buttons) {
    toolbar.querySelectorAll(selector).forEach((button) => button.setAttribute("aria-label", label));
  }

  const pickers: Record<string, { label: string; item: (value: string | null) => string }> = {
    "ql-header": { label: labels.heading, item: (value) => (value ? `${labels.heading} ${value}` : labels.normal) },
    "ql-align": {
      label: labels.align,
      item: (value) =>
        ({ center: labels.alignCenter, right: labels.alignRight, justify: labels.alignJustify })[value ?? ""] ??
        labels.alignLeft,
    },
    "ql-size": {
      label: labels.size,
      item: (value) =>
        ({ small: labels.sizeSmall, large: labels.sizeLarge, huge: labels.sizeHuge })[value ?? ""] ?? labels.sizeNormal,
    },
    "ql-font": {
      label: labels.font,
      item: (value) =>
        ({ serif: labels.fontSerif, monospace: labels.fontMonospace })[value ?? ""] ?? labels.fontDefault,
    },
    "ql-color": { label: labels.color, item: (value) => `${labels.color} ${value ?? ""}`.trim() },
    "ql-background": { label: labels.background, item: (value) => `${labels.background} ${value ?? ""}`.trim() },
  };
  for (const [className, { label, item }] of Object.entries(pickers)) {
    toolbar.querySelectorAll(`.ql-picker.${className}`).forEach((picker) => {
      const pickerLabel = picker.querySelector(".ql-picker-label");
      pickerLabel?.setAttribute("aria-label", label);
      picker.querySelectorAll(".ql-picker-item").forEach((option) => {
        const name = item(option.getAttribute("data-value"));
        option.setAttribute("aria-label", name);
        // The snow theme draws the text pickers' words from data-label (English in its stylesheet
        // otherwise); Quill copies an item's data-label to the picker when it is chosen.
        if (TEXT_PICKERS.has(className)) option.setAttribute("data-label", name);
      });
      if (TEXT_PICKERS.has(className)) {
        const selected = picker.querySelector(".ql-picker-item.ql-selected");
        pickerLabel?.setAttribute("data-label", item(selected?.getAttribute("data-value") ?? null));
      }
    });
  }
}

const TEXT_PICKERS = new Set(["ql-header", "ql-size", "ql-font"]);
