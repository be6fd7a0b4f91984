import { describe, expect, it } from "vitest";
import { serviceMeta } from "./service-meta";

describe("serviceMeta", () => {
  it("uses the SEO meta when present", () => {
    expect(
      serviceMeta({
        meta: { title: "ERP in Saudi Arabia", description: "One system." },
        title: "ERP",
        content: "Tagline",
      }),
    ).toEqual({ title: "ERP in Saudi Arabia", description: "One system." });
  });

  it("falls back to the title and tagline when the meta is empty", () => {
    expect(serviceMeta({ meta: { title: "", description: "" }, title: "ERP", content: "Tagline" })).toEqual({
      title: "ERP",
      description: "Tagline",
    });
  });
});
