import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/env";
import type { Locale } from "@/i18n/locales";
import type { SiteSettings } from "@/lib/validation/site-settings";

let transport: Transporter | null = null;

/** The SMTP transport from SMTP_URL, or null when no mail server is configured. */
export function mailer(): Transporter | null {
  if (!env.SMTP_URL) return null;
  const url = new URL(env.SMTP_URL);
  // Time-outs keep a stuck mail server from holding a request or the retry worker.
  url.searchParams.set("connectionTimeout", "10000");
  url.searchParams.set("greetingTimeout", "10000");
  url.searchParams.set("socketTimeout", "20000");
  transport ??= nodemailer.createTransport(url.toString());
  return transport;
}

/** Whether e-mail can be sent at all (the screens that depend on it say so when not). */
export const mailConfigured = () => Boolean(env.SMTP_URL);

/** The address in MAIL_FROM ("Name" <address>, or the address alone). */
const fromAddress = (value: string) => (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim();

/**
 * The sender of an e-mail in a language: the company's name in that language (an Arabic e-mail is
 * from «أساس للاستشارات التقنية», not from the English name), at MAIL_FROM's address or no-reply@ the
 * company's domain. MAIL_FROM's own display name gives way to the company's, which the settings
 * hold in both languages (docs/content.md, "One name per thing").
 */
export const mailFrom = (company: Pick<SiteSettings["company"], "name" | "email">, locale: Locale) => ({
  name: company.name[locale],
  address: env.MAIL_FROM ? fromAddress(env.MAIL_FROM) : `no-reply@${company.email.split("@")[1]}`,
});
