import type { Messages } from "@/i18n/messages";
import { decodePath } from "@/lib/analytics/page-path";
import { toCsv } from "@/lib/csv";

/** The fields of a stored lead that the export writes. */
export type ExportedLead = {
  id: number;
  createdAt: string;
  status: "new" | "in_progress" | "closed";
  spam: boolean;
  name: string;
  email: string;
  phone: string;
  company: string;
  country: string;
  service: string;
  message: string;
  locale: string;
  sourcePage: string;
  notifiedAt: string | null;
};

const COLUMNS = [
  "id",
  "received",
  "status",
  "spam",
  "name",
  "email",
  "phone",
  "company",
  "country",
  "service",
  "message",
  "language",
  "page",
  "emailed",
] as const;

const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** An instant as Riyadh wall-clock time with its offset (no daylight saving): "2026-11-23 14:05 +03:00". */
export function riyadhTimestamp(iso: string | null): string {
  if (!iso) return "";
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  return `${new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ")} +03:00`;
}

/**
 * The leads as a spreadsheet reads them, in the language of the messages given (the exporting staff
 * member's):
 * column names, status, country, service and page language in words, times in Riyadh time.
 * Names, e-mails, phone numbers and messages are written as the visitor sent them.
 */
export function leadsCsv(leads: ExportedLead[], messages: Messages): string {
  const t = messages.dashboard.leads;
  const countries: Record<string, string> = messages.contact.form.countries;
  const services: Record<string, { title: string } | undefined> = messages.services;
  const languages: Record<string, string> = messages.dashboard.locales;
  const service = (slug: string) =>
    slug === "other"
      ? messages.contact.form.otherService
      : slug === "security-assessment"
        ? messages.contact.form.assessmentService
        : (services[slug]?.title ?? slug);
  return toCsv([
    COLUMNS.map((column) => t.csv[column]),
    ...leads.map((lead) => [
      lead.id,
      riyadhTimestamp(lead.createdAt),
      t.folders[lead.status],
      lead.spam ? t.yes : t.no,
      lead.name,
      lead.email,
      lead.phone,
      lead.company,
      countries[lead.country] ?? lead.country,
      service(lead.service),
      lead.message,
      languages[lead.locale] ?? lead.locale,
      decodePath(lead.sourcePage),
      riyadhTimestamp(lead.notifiedAt),
    ]),
  ]);
}
