import type { MetadataRoute } from "next";
import ar from "../../messages/ar.json";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: ar.site.name,
    short_name: ar.site.shortName,
    description: ar.site.description,
    lang: "ar",
    dir: "rtl",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0b5d56",
    icons: [
      { src: "/brand/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/brand/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/brand/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
