/** The home page's hero video and its poster, encoded with ffmpeg. */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { HERO, heroFrameSvg, heroNodes } from "./frames";
import { probeVideo, videoProblems } from "./probe";
import { KB, record } from "../output";
import { PUBLIC, rel } from "../paths";

/**
 * public/media/hero.webm (VP9) and hero.mp4 (H.264) from one pass of rendered frames piped into
 * ffmpeg, and hero-poster.jpg, the first frame.
 */
export async function generateHero() {
  const dir = path.join(PUBLIC, "media");
  mkdirSync(dir, { recursive: true });
  const webm = path.join(dir, "hero.webm");
  const mp4 = path.join(dir, "hero.mp4");
  const poster = path.join(dir, "hero-poster.jpg");
  const { w, h, fps, seconds } = HERO;
  const frames = fps * seconds;
  const colour = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"];
  // bit-exact muxing: no random segment UIDs or encoder strings, so re-runs give identical files
  const bitexact = ["-fflags", "+bitexact", "-flags", "+bitexact"];
  const vf = ["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"];
  const ff = spawn(
    "ffmpeg",
    [
      ...["-y", "-hide_banner", "-loglevel", "error"],
      ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${w}x${h}`, "-framerate", String(fps), "-i", "-"],
      // VP9 / WebM
      ...[
        "-an",
        ...vf,
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        "0",
        "-crf",
        "28",
        "-deadline",
        "good",
        "-cpu-used",
        "2",
        "-row-mt",
        "1",
        "-g",
        String(frames),
        ...colour,
        ...bitexact,
        webm,
      ],
      // H.264 / MP4
      ...[
        "-an",
        ...vf,
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        "23",
        "-profile:v",
        "high",
        "-g",
        String(frames),
        "-movflags",
        "+faststart",
        ...colour,
        ...bitexact,
        mp4,
      ],
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ff.on("error", (e) => reject(new Error(`could not start ffmpeg (is it installed?): ${e.message}`)));
    ff.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  const nodes = heroNodes();
  for (let i = 0; i < frames; i++) {
    const svg = heroFrameSvg(i / frames, nodes);
    const img = sharp(Buffer.from(svg)).removeAlpha();
    if (i === 0) {
      // the poster is the very frame the videos start with
      const jpg = await img.clone().jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
      writeFileSync(poster, jpg);
      record(poster, 120 * KB);
    }
    const raw = await img.raw().toBuffer();
    if (!ff.stdin.write(raw)) await new Promise((r) => ff.stdin.once("drain", r));
  }
  ff.stdin.end();
  await done;
  for (const file of [webm, mp4]) {
    const info = probeVideo(file);
    const problems = videoProblems(info, w, h);
    if (problems.length) throw new Error(`${rel(file)}: ${problems.join(", ")}`);
    const v = info.streams!.find((s) => s.codec_type === "video")!;
    const dur = Number(info.format?.duration ?? 0);
    record(file, 1.5 * 1024 * KB, `${v.codec_name}, ${w}×${h}, ${fps} fps, ${dur.toFixed(2)} s, no audio`);
  }
}
