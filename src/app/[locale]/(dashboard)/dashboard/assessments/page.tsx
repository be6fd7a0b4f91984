import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import Link from "next/link";
import { AssessmentScheduleForm } from "@/components/dashboard/assessment-schedule-form";
import { DataTable } from "@/components/ui/data-table";
import { pageLocale } from "@/i18n/page-locale";
import type { Messages } from "@/i18n/messages";
import { formatAppointment } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import { assessmentsForDashboard } from "@/server/assessments/dashboard";

type Props = PageProps<"/[locale]/dashboard/assessments">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("assessments.title") }) },
    robots: { index: false, follow: false },
  };
}

export default async function AssessmentsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { schedule, upcoming } = await assessmentsForDashboard(localizedPath(locale, "/login"));
  const { dashboard } = (await getMessages()) as Messages;
  const t = await getTranslations("dashboard.assessments");
  const leads = await getTranslations("dashboard.leads");
  const text = dashboard.assessments;
  return (
    <div className="max-w-5xl space-y-8">
      <Link
        href={localizedPath(locale, "/dashboard/leads")}
        className="text-sm font-semibold text-brand-800 hover:underline"
      >
        {leads("back")}
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{text.title}</h1>
        <p className="mt-2 max-w-3xl text-navy-700">{text.intro}</p>
      </div>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-lg font-semibold text-navy-900">
          {text.upcomingTitle}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-navy-700">{text.upcomingEmpty}</p>
        ) : (
          <DataTable
            className="mt-4"
            testId="upcoming-assessments"
            headings={[text.columns.when, text.columns.who, text.columns.lead]}
          >
            {upcoming.map((booking) => (
              <tr key={booking.leadId} className="border-t border-navy-900/10">
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={booking.at}>{formatAppointment(booking.at, locale)}</time>
                </td>
                <td className="px-4 py-3">
                  <bdi className="font-semibold">{booking.name}</bdi>
                  {booking.company && (
                    <>
                      {" · "}
                      <bdi>{booking.company}</bdi>
                    </>
                  )}
                </td>
                <td className="px-4 py-3">
                  <Link
                    href={localizedPath(locale, `/dashboard/leads/${booking.leadId}`)}
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {t("openLead", { name: booking.name })}
                  </Link>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
      <AssessmentScheduleForm schedule={schedule} text={text} />
    </div>
  );
}
