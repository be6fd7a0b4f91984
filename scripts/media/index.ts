/**
 * Generates every image, icon and video of the site from code (`npm run media`).
 *
 * Everything is drawn as SVG in TypeScript and rasterised with sharp; the hero video's frames
 * are rendered the same way and piped into ffmpeg. Nothing is fetched from the network and
 * nothing is random (seeded PRNGs only), so a re-run produces the same pictures. Wordmarks are
 * glyph outlines of the Inter font shipped by @fontsource/inter (see font.ts).
 *
 * Needs ffmpeg/ffprobe with libvpx-vp9 and libx264 on PATH (Debian: `apt-get install ffmpeg`).
 * The run prints each file with its size and exits non-zero if any size budget is exceeded or a
 * video's codec, size, duration or audio track is wrong.
 */
import { generateAvatar } from "./avatar";
import { generateBlogCovers } from "./blog-covers";
import { generateBrand } from "./brand";
import { generateHero } from "./hero/video";
import { report, written } from "./output";
import { generatePartners } from "./partners";
import { rel } from "./paths";
import { generateServiceImages } from "./services";
import { generateShareAndAbout } from "./share-and-about";
import { generateSolutionImages } from "./solutions";

async function main() {
  const started = Date.now();
  await generateBrand();
  generatePartners();
  generateAvatar();
  await generateServiceImages();
  await generateSolutionImages();
  await generateBlogCovers();
  await generateShareAndAbout();
  await generateHero();

  const over = report();
  console.log(`\n${written.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (over.length) {
    console.error(`\n✗ over budget: ${over.map((w) => rel(w.file)).join(", ")}`);
    process.exit(1);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
