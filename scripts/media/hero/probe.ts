/** Checking an encoded hero video with ffprobe: codec, size, pixel format, duration, no audio. */
import { spawnSync } from "node:child_process";

export type ProbeInfo = {
  streams?: { codec_type: string; codec_name: string; width: number; height: number; pix_fmt: string }[];
  format?: { duration: string };
};

/** What ffprobe reports about the file's streams and duration. */
export function probeVideo(file: string): ProbeInfo {
  const probe = spawnSync(
    "ffprobe",
    [
      "-v",
      "error",
      "-show_entries",
      "stream=codec_type,codec_name,width,height,avg_frame_rate,pix_fmt:format=duration",
      "-of",
      "json",
      file,
    ],
    { encoding: "utf8" },
  );
  return JSON.parse(probe.stdout || "{}") as ProbeInfo;
}

/** Everything wrong with a probed video that should be w×h, yuv420p, 4–6 s long and silent. */
export function videoProblems(info: ProbeInfo, w: number, h: number): string[] {
  const streams = info.streams ?? [];
  const v = streams.find((s) => s.codec_type === "video");
  const problems: string[] = [];
  if (!v || v.width !== w || v.height !== h) problems.push("wrong video size");
  if (streams.some((s) => s.codec_type === "audio")) problems.push("has an audio track");
  if (v && v.pix_fmt !== "yuv420p") problems.push(`pixel format ${v.pix_fmt}`);
  const dur = Number(info.format?.duration ?? 0);
  if (dur < 4 || dur > 6.05) problems.push(`duration ${dur}s`);
  return problems;
}
