import { describe, expect, it } from "vitest";
import { contentInLanguage, mendLineDirections } from "./direction";
import { LINE_DIRECTION_CASES, RTL } from "./test-support/direction-cases";

describe("line directions follow the post's language", () => {
  it("takes the right-to-left format off an English post's lines typed from the Arabic dashboard", () => {
    const typed = {
      ops: [
        { insert: "Cloud costs fall when you measure them." },
        { insert: "\n", attributes: RTL },
        { insert: "Start with a tagging policy." },
        { insert: "\n", attributes: RTL },
      ],
    };
    expect(mendLineDirections(typed, "en")).toEqual({
      ops: [{ insert: "Cloud costs fall when you measure them.\nStart with a tagging policy.\n" }],
    });
    expect(contentInLanguage(typed, "en")).toEqual(mendLineDirections(typed, "en"));
  });

  for (const { name, content, english } of LINE_DIRECTION_CASES) {
    it(`in an English post: ${name}`, () => {
      expect(mendLineDirections(content, "en")).toEqual(english);
    });
  }

  it("leaves an Arabic post as it came on the server, and gives its lines their direction in the editor", () => {
    const arabic = { ops: [{ insert: "مقدمة\nUse the API gateway.\n" }] };
    expect(mendLineDirections(arabic, "ar")).toBe(arabic);
    expect(contentInLanguage(arabic, "ar")).toEqual({
      ops: [{ insert: "مقدمة" }, { insert: "\n", attributes: RTL }, { insert: "Use the API gateway.\n" }],
    });
    // An empty post starts as the editor starts one in that language.
    expect(contentInLanguage({ ops: [{ insert: "\n" }] }, "ar")).toEqual({ ops: [{ insert: "\n", attributes: RTL }] });
    expect(contentInLanguage({ ops: [{ insert: "\n", attributes: RTL }] }, "en")).toEqual({ ops: [{ insert: "\n" }] });
  });

  it("switching an empty post from Arabic to English and back ends where it started", () => {
    const arabic = { ops: [{ insert: "\n", attributes: RTL }] };
    expect(contentInLanguage(contentInLanguage(arabic, "en"), "ar")).toEqual(arabic);
  });

  it("returns what is not a document as it is, for the validation to refuse", () => {
    const odd = { ops: [{ retain: 3 }] };
    expect(mendLineDirections(odd, "en")).toBe(odd);
  });
});
