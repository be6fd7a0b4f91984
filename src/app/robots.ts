import type { MetadataRoute } from "next";
import { siteOrigin } from "@/server/site";

export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/dashboard", "/en/dashboard", "/login", "/en/login"],
      },
    ],
    sitemap: [`${origin}/sitemap.xml`, `${origin}/en/sitemap.xml`],
    // No Host line: it is not part of the standard (RFC 9309); the canonical links name the origin.
  };
}
