import path from "node:path";
import { BLOG_ART } from "./art/blog";
import { editorInlineSvg } from "./backgrounds/editor-inline";
import { KB, writeJpeg } from "./output";
import { PUBLIC } from "./paths";
import { scene } from "./scene";

/** public/blog/covers/: one cover per demo post, and the picture inside one of them. */
export async function generateBlogCovers() {
  for (const [i, [slug, art]] of Object.entries(BLOG_ART).entries())
    await writeJpeg(
      path.join(PUBLIC, "blog", "covers", `${slug}.jpg`),
      scene(1600, 900, art(), 60 + i, { zoom: 0.94 }),
      180 * KB,
    );
  await writeJpeg(path.join(PUBLIC, "blog", "covers", "editor-inline.jpg"), editorInlineSvg(1200, 675), 180 * KB);
}
