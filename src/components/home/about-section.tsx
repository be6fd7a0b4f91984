import { getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { siteConfig } from "@/config/site";

/** Spec §2 Home 2: the logo with a scroll-linked animation, a text and 'Learn more'. */
export async function AboutSection() {
  const t = await getTranslations("home.about");
  return (
    <section id="about" aria-labelledby="about-title" className="bg-sand-50 py-20 sm:py-24">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div className="flex justify-center">
          <div className="relative flex size-56 items-center justify-center rounded-[2.5rem] bg-white shadow-xl ring-1 ring-navy-900/5 sm:size-72">
            <img
              src={siteConfig.logoMark}
              alt={t("logoAlt")}
              width={192}
              height={192}
              loading="lazy"
              className="scroll-linked-logo size-36 sm:size-48"
            />
          </div>
        </div>
        <div>
          <p className="section-eyebrow">{t("eyebrow")}</p>
          <h2 id="about-title" className="section-title mt-2">
            {t("title")}
          </h2>
          <p className="mt-5 text-lg text-navy-700">{t("text")}</p>
          <LocaleLink href="/about" className="button-primary mt-8">
            {t("learnMore")}
          </LocaleLink>
        </div>
      </div>
    </section>
  );
}
