import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    {
      // Next.js turns an imported image into { src, width, height }, src its fingerprinted address
      // (the icon sprite, src/components/ui/icons.tsx); tests get the same shape.
      name: "next-static-image-imports",
      enforce: "pre",
      load(id) {
        if (!/\.(svg|png|jpe?g|webp)$/.test(id)) return null;
        const src = `/_next/static/media/${path.basename(id)}`;
        return `export default ${JSON.stringify({ src, width: 24, height: 24 })};`;
      },
    },
  ],
  resolve: {
    alias: {
      "@/": fileURLToPath(new URL("./src/", import.meta.url)),
      "@messages/": fileURLToPath(new URL("./messages/", import.meta.url)),
      // `server-only` throws outside a React Server environment; tests run server code directly.
      "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "front/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // Uploads and other files written by tests go to a scratch folder, never ./data.
    env: { DATA_DIR: path.join(os.tmpdir(), "asas-vitest-data") },
    hookTimeout: 60_000,
    // next-intl's ESM build imports "next/server" without an extension, which only a bundler
    // resolves: let Vite handle it (the proxy's tests import it).
    server: { deps: { inline: ["next-intl"] } },
  },
});
