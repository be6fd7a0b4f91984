import type Quill from "quill";

type ImageBlotClass = {
  new (...args: never[]): { domNode: HTMLElement; format(name: string, value: unknown): void };
  formats(domNode: Element): Record<string, unknown>;
};

/**
 * Quill's image, which keeps `alt`, `width` and `height` already, taught one more format:
 * `decorative`, an image that adds nothing to the text, shown with `alt=""` and
 * `data-decorative` (the public page renders it the same way: src/lib/delta/render-delta.ts).
 */
export function registerDescribedImage(quill: typeof Quill): void {
  const Image = quill.import("formats/image") as ImageBlotClass;
  class DescribedImage extends Image {
    static override formats(domNode: Element): Record<string, unknown> {
      const formats = Image.formats(domNode);
      if (domNode.hasAttribute("data-decorative")) {
        delete formats.alt;
        formats.decorative = true;
      }
      return formats;
    }

    override format(name: string, value: unknown): void {
      if (name !== "decorative") {
        super.format(name, value);
        return;
      }
      if (value === true) {
        this.domNode.setAttribute("data-decorative", "true");
        this.domNode.setAttribute("alt", "");
      } else {
        this.domNode.removeAttribute("data-decorative");
        if (this.domNode.getAttribute("alt") === "") this.domNode.removeAttribute("alt");
      }
    }
  }
  quill.register({ "formats/image": DescribedImage }, true);
}
