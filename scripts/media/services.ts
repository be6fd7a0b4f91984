/** public/tech-services/{slug}.jpg: the illustration of every service page. */
import path from "node:path";
import { SERVICE_ART, SERVICE_IMAGE_SLUGS } from "./art/services";
import { KB, writeJpeg } from "./output";
import { PUBLIC } from "./paths";
import { scene } from "./scene";

export async function generateServiceImages(
  slugs: readonly string[] = SERVICE_IMAGE_SLUGS,
  dir = path.join(PUBLIC, "tech-services"),
) {
  for (const [i, slug] of slugs.entries()) {
    const art = SERVICE_ART[slug];
    if (!art) throw new Error(`no illustration for service ${slug}`);
    await writeJpeg(path.join(dir, `${slug}.jpg`), scene(1200, 630, art(), i + 1), 150 * KB);
  }
}
