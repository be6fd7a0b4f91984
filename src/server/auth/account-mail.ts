import "server-only";
import { createTranslator } from "next-intl";
import { env } from "@/env";
import { localeInfo, type Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { escapeHtml } from "@/lib/html";
import { localizedPath } from "@/lib/seo/urls";
import { genderForMessages } from "@/lib/validation/gender";
import type { SiteSettings } from "@/lib/validation/site-settings";
import type { Gender } from "@/server/db/schema";
import { mailer, mailFrom } from "@/server/mail";

export type AccountEmailKind = "invitation" | "passwordReset";

export type AccountEmail = { from: { name: string; address: string }; subject: string; text: string; html: string };

/** The page an e-mailed link opens, in the recipient's language, with the token in the query. */
export function accountLink(locale: Locale, token: string): string {
  return `${env.SITE_URL}${localizedPath(locale, "/set-password")}?token=${encodeURIComponent(token)}`;
}

/**
 * An invitation or a password-reset e-mail, entirely in the recipient's language and direction:
 * plain text and HTML with the same words.
 */
export async function accountEmail(
  kind: AccountEmailKind,
  locale: Locale,
  values: {
    name: string;
    /** The recipient, as Arabic addresses them ("" = wording that fits anyone). */
    gender?: Gender;
    link: string;
    inviter?: string;
    inviterGender?: Gender;
    hours: number;
    /** The company as the site settings name it (the sender and the signature). */
    company: Pick<SiteSettings["company"], "name" | "email">;
  },
): Promise<AccountEmail> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "mail" });
  const fill = (key: Parameters<typeof t>[0]) =>
    t(key, {
      name: values.name,
      gender: genderForMessages(values.gender),
      inviter: values.inviter ?? "",
      inviterGender: genderForMessages(values.inviterGender),
      hours: values.hours,
      site: values.company.name[locale],
    });
  const paragraphs = [fill(`${kind}.intro`), fill(`${kind}.expiry`), fill(`${kind}.ignore`)];
  const subject = fill(`${kind}.subject`);
  const greeting = fill("greeting");
  const plain = [
    greeting,
    "",
    paragraphs[0],
    "",
    `${fill(`${kind}.action`)}:`,
    values.link,
    "",
    ...paragraphs.slice(1).flatMap((paragraph) => [paragraph, ""]),
    fill("signature"),
  ].join("\n");
  const { dir } = localeInfo[locale];
  const align = dir === "rtl" ? "right" : "left";
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body dir="${dir}" style="font-family:Tahoma,Arial,sans-serif;line-height:1.7;color:#0b1f33;text-align:${align}">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(paragraphs[0] ?? "")}</p>
<p><a href="${escapeHtml(values.link)}" style="display:inline-block;background:#0b5d56;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(fill(`${kind}.action`))}</a></p>
<p style="font-size:13px;color:#44546a">${escapeHtml(fill("linkFallback"))}<br><span dir="ltr">${escapeHtml(values.link)}</span></p>
${paragraphs
  .slice(1)
  .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
  .join("\n")}
<p>${escapeHtml(fill("signature"))}</p>
</body></html>`;
  return { from: mailFrom(values.company, locale), subject, text: plain, html };
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super("No SMTP server is configured (SMTP_URL)");
    this.name = "MailNotConfiguredError";
  }
}

/** Sends an account e-mail now; throws when no mail server is configured or it refuses. */
export async function sendAccountEmail(to: string, email: AccountEmail, kind: AccountEmailKind): Promise<void> {
  const transporter = mailer();
  if (!transporter) throw new MailNotConfiguredError();
  await transporter.sendMail({
    from: email.from,
    to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: { "X-Asas-Account-Mail": kind },
  });
}
