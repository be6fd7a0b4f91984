import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { SERVICE_GROUPS } from "@/content/service-groups";
import { aroundValue } from "@/i18n/client-messages";
import type { Locale } from "@/i18n/locales";
import { phoneExamples } from "@/lib/phone";
import { ASSESSMENT_SERVICE, LEAD_COUNTRIES, LEAD_SERVICES, leadServiceFor } from "@/lib/validation/lead-choices";
import { localizedPath } from "@/lib/seo/urls";
import { assessmentSlotChoices } from "@/server/assessments/public";
import { contactFormToken } from "@/server/leads/submit";
import { ContactForm, type ContactFormText } from "./contact-form";

/** The contact form with its text in the page's language and a freshly signed token. */
export async function ContactFormSection({ locale, service }: { locale: Locale; service: string | null }) {
  // The token is signed with the time it is served: never part of a prerendered shell.
  await connection();
  const t = await getTranslations("contact.form");
  const services = await getTranslations("services");
  const token = contactFormToken();
  const slots = await assessmentSlotChoices(locale);
  const serviceOptions = SERVICE_GROUPS.flatMap((group) => group.items)
    .filter((item) => (LEAD_SERVICES as readonly string[]).includes(item.key))
    .map((item) => ({ value: item.key, label: services(`${item.key}.title`) }));
  const text: ContactFormText = {
    labels: {
      name: t("labels.name"),
      email: t("labels.email"),
      phone: t("labels.phone"),
      company: t("labels.company"),
      country: t("labels.country"),
      service: t("labels.service"),
      message: t("labels.message"),
      consent: t("labels.consent", { link: "{link}" }),
      website: t("labels.website"),
      slot: t("labels.slot"),
      messageOptional: t("labels.messageOptional"),
    },
    slot: {
      help: t("slotHelp", { minutes: slots.minutes }),
      choose: t("slotChoose"),
      none: t("slotNone"),
      submit: t("submitBooking"),
    },
    placeholders: { message: t("placeholders.message") },
    // Example numbers follow the chosen country: the texts for each, the form shows one.
    phone: Object.fromEntries(
      LEAD_COUNTRIES.map((country) => {
        const examples = phoneExamples(country);
        // In the messages, each example number is kept on one line.
        const shown = {
          local: examples.local.replaceAll(" ", "\u00a0"),
          international: examples.international.replaceAll(" ", "\u00a0"),
        };
        const placeholder =
          country === "other" ? t("placeholders.phoneInternational", examples) : t("placeholders.phone", examples);
        return [
          country,
          {
            placeholder,
            phone_invalid: t("errors.phone_invalid", shown),
            phone_needs_country_code: t("errors.phone_needs_country_code", shown),
          },
        ];
      }),
    ) as ContactFormText["phone"],
    countries: Object.fromEntries(
      LEAD_COUNTRIES.map((country) => [country, t(`countries.${country}`)]),
    ) as ContactFormText["countries"],
    services: [
      { value: ASSESSMENT_SERVICE, label: t("assessmentService") },
      ...serviceOptions,
      { value: "other", label: t("otherService") },
    ],
    choose: t("choose"),
    submit: t("submit"),
    sending: t("sending"),
    required: t("required"),
    privacy: t("privacy"),
    privacyLink: { label: t("privacyLink"), href: localizedPath(locale, "/privacy") },
    success: aroundValue((values) => t("success", values), "name"),
    sendAnother: t("sendAnother"),
    errors: {
      name_required: t("errors.name_required"),
      name_too_long: t("errors.name_too_long"),
      email_required: t("errors.email_required"),
      email_invalid: t("errors.email_invalid"),
      company_too_long: t("errors.company_too_long"),
      country_required: t("errors.country_required"),
      service_required: t("errors.service_required"),
      message_too_short: t("errors.message_too_short"),
      message_too_long: t("errors.message_too_long"),
      consent_required: t("errors.consent_required"),
      slot_required: t("errors.slot_required"),
      slot_invalid: t("errors.slot_invalid"),
      slot_taken: t("errors.slot_taken"),
    },
    problems: { network: t("problems.network"), closed: t("problems.closed"), invalid: t("problems.invalid") },
  };
  return (
    <ContactForm
      text={text}
      locale={locale}
      token={token}
      preselectedService={leadServiceFor(service)}
      slots={slots.days}
    />
  );
}
