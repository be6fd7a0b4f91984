import { FileSignature, Scale, ShieldCheck } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { Tabs } from "@/components/ui/tabs";
import { B2B_ITEMS, CONTRACT_CARDS, type ContractCardKey } from "@/content/home";
import { localeInfo, type Locale } from "@/i18n/locales";
import { StaticImage } from "@/components/ui/static-image";
import { PICTURE_WIDTHS } from "@/content/picture-widths";
import { LocaleLink } from "@/components/ui/locale-link";

const CONTRACT_ICONS: Record<ContractCardKey, typeof FileSignature> = {
  contract: FileSignature,
  terms: Scale,
  privacy: ShieldCheck,
};

/** Spec §2 Home 4: two tabs, 'B2B services' (first, active) and 'Contracts'. */
export async function SolutionsSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.solutions");

  const b2b = (
    <div>
      <h3 className="text-2xl font-bold text-navy-900">{t("b2b.title")}</h3>
      <p className="mt-3 max-w-3xl text-lg text-navy-700">{t("b2b.description")}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {B2B_ITEMS.map((item) => (
          <li key={item.key} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-900/10">
            <div className="relative aspect-[4/3] bg-sand-100">
              <StaticImage
                src={item.imgPath}
                alt=""
                fill
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                sourceWidth={PICTURE_WIDTHS.solutionImage}
                className="object-cover"
              />
            </div>
            <div className="p-5">
              <h4 className="text-lg font-bold text-navy-900">{t(`b2b.items.${item.key}.title`)}</h4>
              <p className="mt-2 text-navy-700">{t(`b2b.items.${item.key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );

  const contracts = (
    <div>
      <h3 className="text-2xl font-bold text-navy-900">{t("contracts.title")}</h3>
      <p className="mt-3 max-w-3xl text-lg text-navy-700">{t("contracts.description")}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {CONTRACT_CARDS.map((key) => {
          const Icon = CONTRACT_ICONS[key];
          return (
            <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-6" />
              </span>
              <h4 className="mt-4 text-lg font-bold text-navy-900">{t(`contracts.items.${key}.title`)}</h4>
              <p className="mt-2 text-navy-700">{t(`contracts.items.${key}.description`)}</p>
              {key === "privacy" && (
                <LocaleLink
                  href="/privacy"
                  className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4"
                >
                  {t("contracts.privacyLink")}
                </LocaleLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <section id="solutions" aria-labelledby="solutions-title" className="bg-sand-50 py-20 sm:py-24">
      <div className="container-page">
        <p className="section-eyebrow">{t("eyebrow")}</p>
        <h2 id="solutions-title" className="section-title mt-2 mb-8">
          {t("title")}
        </h2>
        <Tabs
          label={t("tabsLabel")}
          dir={localeInfo[locale].dir}
          items={[
            { id: "b2b", label: t("b2bTab"), panel: b2b },
            { id: "contracts", label: t("contractsTab"), panel: contracts },
          ]}
        />
      </div>
    </section>
  );
}
