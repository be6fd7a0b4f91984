import path from "node:path";
import { BLOG_ART } from "./art/blog";
import { BLOG_INLINE_ART } from "./art/blog-inline";
import { KB, writeJpeg } from "./output";
import { PUBLIC } from "./paths";
import { scene } from "./scene";

/** public/blog/covers/: one cover per demo post; public/blog/inline/: the picture inside each article. */
export async function generateBlogCovers() {
  for (const [i, [slug, art]] of Object.entries(BLOG_ART).entries())
    await writeJpeg(
      path.join(PUBLIC, "blog", "covers", `${slug}.jpg`),
      scene(1600, 900, art(), 60 + i, { zoom: 0.94 }),
      180 * KB,
    );
  await generateBlogInlineImages();
}

/** The pictures inside the demo articles: small, as they sit in the text column. */
export async function generateBlogInlineImages() {
  for (const [i, [slug, art]] of Object.entries(BLOG_INLINE_ART).entries())
    await writeJpeg(path.join(PUBLIC, "blog", "inline", `${slug}.jpg`), scene(960, 540, art(), 90 + i), 70 * KB);
}
