import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/env";
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

/** The sender of every e-mail the site sends. */
export const mailFrom = (company: Pick<SiteSettings["company"], "name" | "email">) =>
  env.MAIL_FROM ?? `"${company.name.en.replace(/"/g, "")}" <no-reply@${company.email.split("@")[1]}>`;
