import { describe, expect, it } from "vitest";
import { centredPopupFeatures } from "./provider-popup";

describe("centredPopupFeatures", () => {
  it("centres a 960×600 window on the current screen", () => {
    expect(centredPopupFeatures({ left: 0, top: 0, width: 1920, height: 1080 })).toBe(
      "popup=yes,width=960,height=600,left=480,top=240",
    );
    expect(centredPopupFeatures({ left: 1920, top: 0, width: 1280, height: 800 })).toBe(
      "popup=yes,width=960,height=600,left=2080,top=100",
    );
  });

  it("never places it above or before the screen's origin", () => {
    expect(centredPopupFeatures({ left: 0, top: 0, width: 800, height: 500 })).toBe(
      "popup=yes,width=960,height=600,left=0,top=0",
    );
  });
});
