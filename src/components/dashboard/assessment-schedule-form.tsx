"use client";

import { Save } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FormField, inputClass } from "@/components/ui/form-field";
import type { Messages } from "@/i18n/messages";
import { ASSESSMENT_DAYS, type AssessmentDay, type AssessmentSchedule } from "@/lib/assessment/slots";
import { assessmentScheduleSchema, listOf, scheduleFieldErrors, timesText } from "@/lib/validation/assessment";

type Text = Messages["dashboard"]["assessments"];

type Fields = Record<`times.${AssessmentDay}` | "minutes" | "daysAhead" | "noticeHours" | "closedDates", string>;

const fieldsOf = (schedule: AssessmentSchedule): Fields => ({
  ...(Object.fromEntries(ASSESSMENT_DAYS.map((day) => [`times.${day}`, timesText(schedule.times[day])])) as Record<
    `times.${AssessmentDay}`,
    string
  >),
  minutes: String(schedule.minutes),
  daysAhead: String(schedule.daysAhead),
  noticeHours: String(schedule.noticeHours),
  closedDates: schedule.closedDates.join("\n"),
});

/**
 * The times visitors can book the free assessment, per working day (Friday is the weekly day off),
 * with the meeting's length, how far ahead and with what notice, and the closed days. Checked in the
 * browser with the server's schema; Riyadh time throughout.
 */
export function AssessmentScheduleForm({ schedule, text }: { schedule: AssessmentSchedule; text: Text }) {
  const router = useRouter();
  const id = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(schedule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errorText = (code: string | undefined) =>
    code ? ((text.errors as Record<string, string>)[code] ?? text.errors.failed) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      times: Object.fromEntries(ASSESSMENT_DAYS.map((day) => [day, listOf(fields[`times.${day}`])])),
      minutes: fields.minutes,
      daysAhead: fields.daysAhead,
      noticeHours: fields.noticeHours,
      closedDates: listOf(fields.closedDates),
    };
    const checked = assessmentScheduleSchema.safeParse(input);
    if (!checked.success) {
      const found = scheduleFieldErrors(checked.error);
      setErrors(found);
      document.getElementById(`${id}-${Object.keys(found)[0] ?? "minutes"}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/api/assessments/schedule", {
        method: "PUT",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(checked.data),
      });
      const body = (await response.json().catch(() => ({}))) as {
        schedule?: AssessmentSchedule;
        error?: { fields?: Record<string, string> };
      };
      if (!response.ok || !body.schedule) {
        setErrors(body.error?.fields ?? { form: "failed" });
        return;
      }
      setErrors({});
      setFields(fieldsOf(body.schedule));
      toast.success(text.saved);
      router.refresh();
    } catch {
      setErrors({ form: "failed" });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof Fields, label: string, control: "text" | "number" | "area", help?: string) => {
    const fieldId = `${id}-${name}`;
    const error = errorText(errors[name]);
    const describedBy = [help ? `${fieldId}-help` : "", error ? `${fieldId}-error` : ""].filter(Boolean).join(" ");
    const common = {
      id: fieldId,
      value: fields[name],
      dir: "ltr" as const,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      onChange: (event: { target: { value: string } }) =>
        setFields((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <FormField id={fieldId} label={label} error={error} help={help}>
        {control === "area" ? (
          <textarea {...common} rows={4} className={`${inputClass} py-2`} />
        ) : (
          <input {...common} inputMode={control === "number" ? "numeric" : undefined} className={inputClass} />
        )}
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-navy-900/10">
      <h2 className="text-lg font-semibold text-navy-900">{text.scheduleTitle}</h2>
      {errors.form && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {text.errors.failed}
        </p>
      )}
      <p id={`${id}-times-help`} className="text-sm text-navy-700">
        {text.timesHelp}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {ASSESSMENT_DAYS.map((day) => (
          <div key={day}>{field(`times.${day}`, text.days[day], "text")}</div>
        ))}
      </div>
      <p className="text-sm text-navy-700">{text.friday}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {field("minutes", text.minutes, "number")}
        {field("daysAhead", text.daysAhead, "number")}
        {field("noticeHours", text.noticeHours, "number")}
      </div>
      {field("closedDates", text.closedDates, "area", text.closedDatesHelp)}
      <button type="submit" className="button-primary" disabled={busy}>
        <Save aria-hidden className="size-4" />
        {text.save}
      </button>
    </form>
  );
}
