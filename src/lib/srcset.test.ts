import { describe, expect, it } from "vitest";
import { srcSetFromTemplate, srcSetTemplate, widestSource } from "./srcset";

const srcSetOf = (path: string) =>
  [640, 828, 1200].map((width) => `/_next/image?url=${encodeURIComponent(path)}&w=${width}&q=75 ${width}w`).join(", ");

describe("srcset templates", () => {
  it("give back each picture's own srcset from one template", () => {
    const template = srcSetTemplate({ path: "/tech-services/cloud.jpg", srcSet: srcSetOf("/tech-services/cloud.jpg") });
    expect(template).not.toBeNull();
    for (const path of ["/tech-services/cloud.jpg", "/tech-services/erp systems.jpg", "/uploads/صورة.webp"]) {
      expect(srcSetFromTemplate(template ?? "", path)).toBe(srcSetOf(path));
    }
    expect(widestSource(srcSetFromTemplate(template ?? "", "/a.jpg"))).toBe("/_next/image?url=%2Fa.jpg&w=1200&q=75");
  });

  it("are null when the srcset does not name the picture's path", () => {
    expect(srcSetTemplate({ path: "/a.jpg", srcSet: srcSetOf("/b.jpg") })).toBeNull();
  });
});
