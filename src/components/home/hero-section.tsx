import { getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { HeroVideo } from "./hero-video";
import { StaticImage } from "@/components/ui/static-image";
import { PICTURE_WIDTHS } from "@/content/picture-widths";

const POSTER = "/media/hero-poster.jpg";

/** Spec §2 Home 1: background video over its poster, the title word by word, then the subtitle. */
export async function HeroSection() {
  const t = await getTranslations("home.hero");
  const words = t("title").split(/\s+/);

  return (
    <section className="relative isolate flex min-h-[min(44rem,88svh)] items-center overflow-hidden bg-navy-950 text-white">
      {/* The poster is the largest paint: it loads first, and the video only starts once the page is idle. */}
      <StaticImage
        src={POSTER}
        alt=""
        fill
        lcp
        sizes="100vw"
        sourceWidth={PICTURE_WIDTHS.heroPoster}
        quality={60}
        className="-z-20 object-cover"
      />
      <HeroVideo
        sources={[
          { src: "/media/hero.webm", type: "video/webm" },
          { src: "/media/hero.mp4", type: "video/mp4" },
        ]}
        labels={{ pause: t("pauseVideo"), play: t("playVideo") }}
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/70 via-navy-950/55 to-navy-950/85"
      />
      <div className="container-page py-24">
        <h1 className="max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl">
          {words.map((word, index) => (
            <span key={index}>
              <span className="inline-block animate-fade-up" style={{ animationDelay: `${index * 0.12}s` }}>
                {word}
              </span>{" "}
            </span>
          ))}
        </h1>
        <p
          className="mt-6 max-w-2xl animate-fade-up text-lg text-white/90 sm:text-xl"
          style={{ animationDelay: `${words.length * 0.12 + 0.1}s` }}
        >
          {t("subtitle")}
        </p>
        <div
          className="mt-10 flex animate-fade-up flex-wrap gap-3"
          style={{ animationDelay: `${words.length * 0.12 + 0.3}s` }}
        >
          <LocaleLink href="/contact" className="button-light">
            {t("primary")}
          </LocaleLink>
          <LocaleLink
            href="/#services"
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-white/60 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-white/10"
          >
            {t("secondary")}
          </LocaleLink>
        </div>
      </div>
    </section>
  );
}
