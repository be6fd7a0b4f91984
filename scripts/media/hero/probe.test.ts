import { describe, expect, it } from "vitest";
import { type ProbeInfo, videoProblems } from "./probe";

const good: ProbeInfo = {
  streams: [{ codec_type: "video", codec_name: "vp9", width: 1280, height: 720, pix_fmt: "yuv420p" }],
  format: { duration: "5.000000" },
};

describe("videoProblems", () => {
  it("accepts a silent 1280×720 yuv420p video of 5 s", () => {
    expect(videoProblems(good, 1280, 720)).toEqual([]);
  });

  it("names each thing that is wrong", () => {
    const bad: ProbeInfo = {
      streams: [
        { codec_type: "video", codec_name: "h264", width: 1920, height: 1080, pix_fmt: "yuv444p" },
        { codec_type: "audio", codec_name: "aac", width: 0, height: 0, pix_fmt: "" },
      ],
      format: { duration: "7.5" },
    };
    expect(videoProblems(bad, 1280, 720)).toEqual([
      "wrong video size",
      "has an audio track",
      "pixel format yuv444p",
      "duration 7.5s",
    ]);
  });

  it("treats a file ffprobe could not read as wrong", () => {
    expect(videoProblems({}, 1280, 720)).toEqual(["wrong video size", "duration 0s"]);
  });
});
