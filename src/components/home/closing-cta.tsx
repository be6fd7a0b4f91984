import { getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { WhatsAppIcon } from "@/components/site/social-icons";
import { whatsappUrl } from "@/lib/contact-links";
import { getSiteSettings } from "@/server/site-settings";

/** Spec §2 Home 7: the closing call to action. */
export async function ClosingCta() {
  const t = await getTranslations("home.cta");
  const chat = await getTranslations("chat");
  const { company } = await getSiteSettings();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:pb-24">
      <div className="container-page rounded-3xl bg-gradient-to-br from-brand-700 to-navy-900 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold text-balance sm:text-4xl">
          {t("title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{t("text")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LocaleLink href="/contact" className="button-light">
            {t("button")}
          </LocaleLink>
          <a
            href={whatsappUrl(company.whatsapp, chat("prefill"))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/60 px-6 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            <WhatsAppIcon className="size-5" />
            {t("whatsapp")}
          </a>
        </div>
      </div>
    </section>
  );
}
