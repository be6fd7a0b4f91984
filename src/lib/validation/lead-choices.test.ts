import { describe, expect, it } from "vitest";
import { ASSESSMENT_SERVICE, leadServiceFor } from "./lead-choices";

describe("the contact form's ?service=", () => {
  it("knows each service, the free assessment, and the cybersecurity page's own link", () => {
    expect(leadServiceFor("erp")).toBe("erp");
    expect(leadServiceFor(ASSESSMENT_SERVICE)).toBe(ASSESSMENT_SERVICE);
    // /services/cybersecurity offers the free initial security assessment.
    expect(leadServiceFor("cybersecurity")).toBe(ASSESSMENT_SERVICE);
    expect(leadServiceFor("quantum")).toBeNull();
    expect(leadServiceFor(null)).toBeNull();
  });
});
