import path from "node:path";
import { SOLUTION_ART } from "./art/solutions";
import { KB, writeJpeg } from "./output";
import { PUBLIC } from "./paths";
import { scene } from "./scene";

/** public/solutions/{slug}.jpg: the home page's "solutions" cards. */
export async function generateSolutionImages() {
  for (const [i, [slug, art]] of Object.entries(SOLUTION_ART).entries())
    await writeJpeg(path.join(PUBLIC, "solutions", `${slug}.jpg`), scene(800, 600, art(), 40 + i), 90 * KB);
}
