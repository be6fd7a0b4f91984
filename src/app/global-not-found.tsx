import "./globals.css";
import { SiteLink } from "@/components/ui/site-link";
import ar from "../../messages/ar.json";
import { WEB_FONTS_CLASS } from "@/lib/web-fonts";
import { WEB_FONT_STACK_STYLE } from "@/styles/fonts";

// Addresses that match no route at all: a missing public file (/images/nope.jpg), an unknown
// /api/ path. The site's own 404s are the [locale] not-found screens, in the path's language.
export default function GlobalNotFound() {
  return (
    <html lang="ar" dir="rtl" className={WEB_FONTS_CLASS} style={WEB_FONT_STACK_STYLE}>
      <head>
        <title>{`${ar.errors["404"].title} | ${ar.site.name}`}</title>
        <meta name="robots" content="noindex" />
      </head>
      <body className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
        <p className="text-7xl font-bold text-brand-700" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-2xl font-bold">{ar.errors["404"].title}</h1>
        <p className="mt-3 max-w-xl text-lg text-navy-700">{ar.errors["404"].description}</p>
        <SiteLink href="/" className="button-primary mt-8">
          {ar.nav.home}
        </SiteLink>
      </body>
    </html>
  );
}
