import { describe, expect, it } from "vitest";
import { GULF_COUNTRIES, normalisePhone, phoneExamples } from "./phone";

describe("normalisePhone", () => {
  it.each([
    ["0551234567", "SA", "+966551234567"],
    ["055 123 4567", "SA", "+966551234567"],
    ["+966 55 123 4567", undefined, "+966551234567"],
    ["00966551234567", "other", "+966551234567"],
    ["+966 055 123 4567", "SA", "+966551234567"],
    ["٠٥٥١٢٣٤٥٦٧", "SA", "+966551234567"],
    ["011 410 2200", "SA", "+966114102200"],
    ["050 123 4567", "AE", "+971501234567"],
    ["+971 4 123 4567", undefined, "+97141234567"],
    ["9999 1234", "KW", "+96599991234"],
    ["5512 3456", "QA", "+97455123456"],
    ["3612 3456", "BH", "+97336123456"],
    ["9123 4567", "OM", "+96891234567"],
    ["+44 20 7946 0958", undefined, "+442079460958"],
  ])("reads %s (%s) as %s", (input, country, expected) => {
    expect(normalisePhone(input, country)).toBe(expected);
  });

  it.each([
    ["12345", "SA"],
    ["0551234567", "other"],
    ["+966 55 123 45", undefined],
    ["call me maybe", "SA"],
    ["+1234567890123456", undefined],
    ["055-123-4567; DROP TABLE", "SA"],
  ])("refuses %s (%s)", (input, country) => {
    expect(normalisePhone(input, country)).toBeNull();
  });
});

describe("phoneExamples", () => {
  it.each([...GULF_COUNTRIES, "other", ""])("gives numbers the form accepts for %s", (country) => {
    const { local, international } = phoneExamples(country);
    expect(normalisePhone(international, country)).not.toBeNull();
    expect(normalisePhone(local, country === "" ? "SA" : country)).not.toBeNull();
  });

  it("writes the chosen country's numbers", () => {
    expect(phoneExamples("KW")).toEqual({ local: "5012 3456", international: "+965 5012 3456" });
    expect(phoneExamples("").international).toMatch(/^\+966/);
    expect(phoneExamples("other").international).not.toMatch(/^\+9(66|71|65|74|73|68)/);
  });
});
