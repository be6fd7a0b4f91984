import { getLocale, getTranslations } from "next-intl/server";
import { PICTURE_WIDTHS } from "@/content/picture-widths";
import type { Locale } from "@/i18n/locales";
import { localizedHref } from "@/lib/seo/urls";
import { preloadLcpImage, staticImageProps } from "@/components/ui/static-image";
import { HeroView } from "./hero-view";

const POSTER = "/media/hero-poster.jpg";

/** Spec §2 Home 1: background video over its poster, the title word by word, then the subtitle. */
export async function HeroSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.hero");
  const poster = staticImageProps({
    src: POSTER,
    alt: "",
    fill: true,
    lcp: true,
    sizes: "100vw",
    sourceWidth: PICTURE_WIDTHS.heroPoster,
    quality: 60,
    className: "-z-20 object-cover",
  });
  preloadLcpImage(poster);

  return (
    <HeroView
      poster={poster}
      video={{
        sources: [
          { src: "/media/hero.webm", type: "video/webm" },
          { src: "/media/hero.mp4", type: "video/mp4" },
        ],
        labels: { pause: t("pauseVideo"), play: t("playVideo") },
      }}
      words={t("title").split(/\s+/)}
      subtitle={t("subtitle")}
      primary={{ href: localizedHref(locale, "/contact"), label: t("primary") }}
      secondary={{ href: localizedHref(locale, "/#services"), label: t("secondary") }}
    />
  );
}
