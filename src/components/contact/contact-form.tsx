"use client";

import { CheckCircle2, Loader2, Send } from "@/components/ui/icons";
import { Fragment, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { usePathname } from "next/navigation";
import { track } from "@/lib/analytics/client";
import { FormField, largeInputClass } from "@/components/ui/form-field";
import { ASSESSMENT_SERVICE, LEAD_COUNTRIES } from "@/lib/validation/lead-choices";
import type * as LeadValidation from "@/lib/validation/lead";
import type { LeadErrorCode, PhoneErrorCode } from "@/lib/validation/lead";

type Field = "name" | "email" | "phone" | "company" | "country" | "service" | "slot" | "message" | "consent";

/** The free assessment's open slots by day, named on the server in the page's language (Riyadh time). */
export type SlotDay = { label: string; options: Array<{ value: string; label: string }> };

export type ContactFormText = {
  labels: Record<Field | "website" | "messageOptional", string>;
  /** The assessment's date and time: what it is, the choice's prompt, none open, the booking button. */
  slot: { help: string; choose: string; none: string; submit: string };
  placeholders: { message: string };
  /**
   * The phone field's placeholder and messages for each country, with its example numbers
   * (Saudi Arabia's while none is chosen): the server formats them all, the form picks one.
   */
  phone: Record<LeadCountry, Record<"placeholder" | PhoneErrorCode, string>>;
  countries: Record<LeadCountry, string>;
  services: Array<{ value: string; label: string }>;
  choose: string;
  submit: string;
  sending: string;
  required: string;
  privacy: string;
  /** The privacy policy, linked from the consent line where its label has "{link}". */
  privacyLink: { label: string; href: string };
  /** The confirmation, formatted on the server around the name typed (src/i18n/client-messages.ts). */
  success: [before: string, after: string];
  sendAnother: string;
  errors: Record<Exclude<LeadErrorCode, PhoneErrorCode>, string>;
  problems: { network: string; closed: string; invalid: string };
};

type Props = {
  text: ContactFormText;
  locale: "ar" | "en";
  /** Signed when the page rendered; null when the form cannot be used right now. */
  token: string | null;
  /** Service of interest chosen by the call to action that led here. */
  preselectedService: string | null;
  /** The free assessment's open slots: choosing the assessment asks for one of them. */
  slots: SlotDay[];
};

const DRAFT_KEY = "asas:contact-draft";
const FIELD_ORDER: Field[] = ["name", "email", "phone", "company", "country", "service", "slot", "message", "consent"];
type Values = Record<Exclude<Field, "consent">, string> & { consent: boolean };
const EMPTY: Values = {
  name: "",
  email: "",
  phone: "",
  company: "",
  country: "",
  service: "",
  slot: "",
  message: "",
  consent: false,
};

/**
 * The contact form (spec §1, issue "contact leads"): the same checks as the server, messages
 * beside each field, and the visitor's text kept in this browser until the message is received.
 * The checks (the schema and Zod, 24 KB of compressed JavaScript) load once the visitor starts on
 * the form rather than with the page (issue 17).
 */
export function ContactForm(props: Props) {
  // What the visitor typed before (a failed send, a reload) comes back once the page is in the
  // browser: the form is mounted again with it.
  const draft = useSyncExternalStore(noSubscription, readInitialDraft, () => null);
  const service = props.preselectedService ?? draft?.service ?? "";
  // A slot kept from an earlier visit may be gone: it comes back only while it is still open.
  const slot = props.slots.some((day) => day.options.some((option) => option.value === draft?.slot))
    ? draft!.slot!
    : "";
  const initial: Values = { ...EMPTY, ...draft, service, slot };
  return <ContactFormFields key={draft ? "restored" : "fresh"} {...props} initial={initial} />;
}

type LeadCountry = (typeof LEAD_COUNTRIES)[number];
type ErrorText = Pick<ContactFormText, "errors" | "phone">;

/** The phone texts for the chosen country, or Saudi Arabia's while none is chosen. */
function phoneText(text: ErrorText, country: string) {
  return text.phone[(LEAD_COUNTRIES as readonly string[]).includes(country) ? (country as LeadCountry) : "SA"];
}

/** The visible message for an error code, with example numbers for the chosen country. */
function errorMessage(text: ErrorText, code: LeadErrorCode, country: string): string {
  return code === "phone_invalid" || code === "phone_needs_country_code"
    ? phoneText(text, country)[code]
    : text.errors[code];
}

type LeadChecks = typeof LeadValidation;
let checks: LeadChecks | undefined;
let loadingChecks: Promise<LeadChecks> | undefined;

/** The form's checks, loaded once per page; a failed load (offline) is tried again next time. */
function loadChecks(): Promise<LeadChecks> {
  loadingChecks ??= import("@/lib/validation/lead").then(
    (module) => (checks = module),
    (error: unknown) => {
      loadingChecks = undefined;
      throw error;
    },
  );
  return loadingChecks;
}

/** The message for one field as the values stand, or undefined when the field is right. */
function fieldMessage(loaded: LeadChecks, text: ErrorText, field: Field, values: Values): string | undefined {
  const code = loaded.leadFieldError(field, values);
  return code ? errorMessage(text, code, values.country) : undefined;
}

const noSubscription = () => () => {};
let initialDraft: Partial<Values> | null | undefined;

/** The draft kept in this browser, read once per page load. */
function readInitialDraft(): Partial<Values> | null {
  if (initialDraft === undefined) {
    try {
      initialDraft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? "null") as Partial<Values> | null;
    } catch {
      initialDraft = null;
    }
  }
  return initialDraft;
}

function ContactFormFields({
  text,
  locale,
  token: pageToken,
  initial,
  slots,
  preselectedService,
}: Props & { initial: Values }) {
  // A token sends one message: each accepted message comes back with the token for the next.
  const [token, setToken] = useState(pageToken);
  const [values, setValues] = useState<Values>(initial);
  // A link on this page that chooses a service (the page's "Book a free assessment") is a client
  // navigation to the same page: the form stays mounted with what was typed, and takes the service.
  const [linkedService, setLinkedService] = useState(preselectedService);
  if (preselectedService !== linkedService) {
    setLinkedService(preselectedService);
    if (preselectedService && preselectedService !== values.service) {
      setValues((current) => ({ ...current, service: preselectedService }));
    }
  }
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Fields the visitor has typed in or chosen: they are checked when left, the others on sending.
  const [edited, setEdited] = useState<ReadonlySet<Field>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(token ? null : text.problems.closed);
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");
  const [sentMessage, setSentMessage] = useState("");
  const honeypotRef = useRef<HTMLInputElement>(null);
  // The values as of the last keystroke, for checks that run after the render they were asked in.
  const valuesRef = useRef(values);
  useEffect(() => {
    // The service a link chose (above) is a value like the typed ones.
    valuesRef.current = { ...valuesRef.current, service: values.service };
  }, [values.service]);
  // Fields left while a mouse button was pressed, checked once it is released (see the effect).
  const leftWhilePressed = useRef<Set<Field> | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  // Set while a send waits for the checks to load, so that a second click does not send twice.
  const awaitingChecks = useRef(false);
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const pathname = usePathname();
  // Slots someone else booked while this visitor was choosing (the server said so): not offered again.
  const [takenSlots, setTakenSlots] = useState<ReadonlySet<string>>(() => new Set());
  const openDays = slots
    .map((day) => ({ ...day, options: day.options.filter((option) => !takenSlots.has(option.value)) }))
    .filter((day) => day.options.length > 0);
  // The free assessment is booked for a time of its own when times are open; otherwise it is a message.
  const assessment = values.service === ASSESSMENT_SERVICE;
  const booking = assessment && openDays.length > 0;

  const message = (code: LeadErrorCode, country: string) => errorMessage(text, code, country);

  /**
   * Checks fields against the current values and shows or clears their messages: at once when the
   * checks are loaded, otherwise as soon as they are (if they cannot be, the server checks on sending).
   */
  const check = useCallback(
    (fields: Field[]) => {
      const show = (loaded: LeadChecks) => {
        const current = valuesRef.current;
        setErrors((shown) => ({
          ...shown,
          ...Object.fromEntries(fields.map((field) => [field, fieldMessage(loaded, text, field, current)])),
        }));
      };
      if (checks) show(checks);
      else loadChecks().then(show, () => {});
    },
    [text],
  );

  // A message that appears under the field being left moves what is below it. When the field is
  // left by pressing the mouse on the send button, the button would move away before the button
  // is released and the click be lost: such a field is checked after the click instead.
  useEffect(() => {
    const press = (event: PointerEvent) => {
      if (event.pointerType === "mouse") leftWhilePressed.current = new Set();
    };
    const release = () => {
      const fields = leftWhilePressed.current;
      leftWhilePressed.current = null;
      if (!fields?.size) return;
      setTimeout(() => check([...fields]));
    };
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
    };
  }, [check]);

  // What the visitor typed or chose before the page's scripts ran (they start after its first paint,
  // src/server/edge/scripts-after-paint.mts) is in the fields, which hydration leaves as they are,
  // but not in the state that is sent: it is taken in once, at the start.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    const typed = new Map<Field, string | boolean>();
    for (const field of FIELD_ORDER) {
      const element = elements.namedItem(field);
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ))
        continue;
      const value =
        element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value;
      if (value !== valuesRef.current[field]) typed.set(field, value);
    }
    if (typed.size === 0) return;
    const next = { ...valuesRef.current, ...Object.fromEntries(typed) };
    valuesRef.current = next;
    setValues(next);
    setEdited((current) => new Set([...current, ...typed.keys()]));
  }, []);

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    const next = { ...values, [field]: value };
    valuesRef.current = next;
    setValues(next);
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable: the form still holds the text.
    }
    setEdited((current) => new Set(current).add(field));
    // A message already shown follows the text, so it goes as soon as the field is right.
    if (errors[field]) check([field]);
    // The phone is read with the country: choosing another one can make it right or wrong.
    if (field === "country" && next.phone.trim() && (errors.phone || edited.has("phone"))) check(["phone"]);
  }

  /** Leaving a field the visitor has filled in checks it at once. */
  function leave(field: Field) {
    if (!edited.has(field) && !errors[field]) return;
    if (leftWhilePressed.current) leftWhilePressed.current.add(field);
    else check([field]);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || state === "sending" || awaitingChecks.current) return;
    let loaded = checks;
    if (!loaded) {
      awaitingChecks.current = true;
      // Not loaded (offline, or a new deploy removed the file): the server checks the message instead.
      loaded = await loadChecks().catch(() => undefined);
      awaitingChecks.current = false;
    }
    // What the visitor typed while the checks were loading counts too.
    const submitted = valuesRef.current;
    if (loaded) {
      const parsed = loaded.leadSchema.safeParse(submitted);
      const slotMissing = booking && !submitted.slot;
      if (!parsed.success || slotMissing) {
        const codes: Partial<Record<Field, LeadErrorCode>> = parsed.success ? {} : loaded.leadFieldErrors(parsed.error);
        if (slotMissing) codes.slot = "slot_required";
        setErrors(
          Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, message(code, submitted.country)])),
        );
        setProblem(text.problems.invalid);
        // The first field in error, in the order the visitor sees them.
        const first = FIELD_ORDER.find((field) => codes[field]);
        document.getElementById(fieldId(first ?? "name"))?.focus();
        return;
      }
    }
    setState("sending");
    setProblem(null);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          ...submitted,
          locale,
          token,
          page: pathname,
          website: honeypotRef.current?.value ?? "",
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        token?: string | null;
        error?: { code?: string; message?: string; fields?: Partial<Record<Field, string>>; token?: string | null };
      };
      if (response.ok) {
        if (body.token !== undefined) setToken(body.token);
        localStorage.removeItem(DRAFT_KEY);
        initialDraft = null;
        track("contact_submitted", { service: submitted.service });
        setSentMessage(body.message ?? `${text.success[0]}${submitted.name}${text.success[1]}`);
        setState("sent");
        valuesRef.current = { ...EMPTY };
        setValues({ ...EMPTY });
        requestAnimationFrame(() => statusRef.current?.focus());
        return;
      }
      if (body.error?.code === "slot_taken" || body.error?.code === "slot_invalid") {
        // That time is gone: it leaves the list, and the visitor chooses another.
        setTakenSlots((taken) => new Set(taken).add(submitted.slot));
        valuesRef.current = { ...valuesRef.current, slot: "" };
        setValues(valuesRef.current);
        // The token went with the refused booking: the next try has one of its own.
        if (body.error?.token !== undefined) setToken(body.error.token);
        requestAnimationFrame(() => document.getElementById(fieldId("slot"))?.focus());
      }
      setErrors(body.error?.fields ?? {});
      setProblem(body.error?.message ?? text.problems.network);
      setState("editing");
    } catch {
      setProblem(text.problems.network);
      setState("editing");
    }
  }

  if (state === "sent") {
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="mt-6 rounded-2xl bg-brand-50 p-6 text-brand-900 focus:outline-none"
        data-testid="contact-success"
      >
        <p className="flex items-start gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden className="mt-1 size-5 shrink-0" />
          {sentMessage}
        </p>
        <button type="button" className="button-secondary mt-4" onClick={() => setState("editing")}>
          {text.sendAnother}
        </button>
      </div>
    );
  }

  const inputClass = `${largeInputClass} aria-invalid:bg-red-50/40`;
  const describedBy = (field: Field) => (errors[field] ? `${fieldId(field)}-error` : undefined);

  return (
    <form
      // Sent before the page's scripts have loaded (or without them), the form posts to the same
      // address as a plain form, which answers with a page (src/server/leads/submit.ts): nothing
      // typed goes into the address bar or the logs.
      ref={formRef}
      method="post"
      action="/api/contact"
      noValidate
      onSubmit={onSubmit}
      // Focus comes before any check: the checks load while the visitor types.
      onFocus={() => void loadChecks().catch(() => {})}
      className="mt-6 space-y-5"
      aria-describedby={problem ? `${id}-problem` : undefined}
    >
      {problem && (
        <p id={`${id}-problem`} role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId("name")} label={text.labels.name} error={errors.name} required={text.required}>
          <input
            id={fieldId("name")}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(event) => change("name", event.target.value)}
            onBlur={() => leave("name")}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            aria-required
            className={inputClass}
          />
        </FormField>
        <FormField id={fieldId("email")} label={text.labels.email} error={errors.email} required={text.required}>
          <input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            dir="ltr"
            value={values.email}
            onChange={(event) => change("email", event.target.value)}
            onBlur={() => leave("email")}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            aria-required
            className={inputClass}
          />
        </FormField>
        <FormField id={fieldId("phone")} label={text.labels.phone} error={errors.phone}>
          <input
            id={fieldId("phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder={phoneText(text, values.country).placeholder}
            value={values.phone}
            onChange={(event) => change("phone", event.target.value)}
            onBlur={() => leave("phone")}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy("phone")}
            className={`${inputClass} rtl:text-right`}
          />
        </FormField>
        <FormField id={fieldId("company")} label={text.labels.company} error={errors.company}>
          <input
            id={fieldId("company")}
            name="company"
            autoComplete="organization"
            value={values.company}
            onChange={(event) => change("company", event.target.value)}
            onBlur={() => leave("company")}
            aria-invalid={errors.company ? true : undefined}
            aria-describedby={describedBy("company")}
            className={inputClass}
          />
        </FormField>
        <FormField id={fieldId("country")} label={text.labels.country} error={errors.country} required={text.required}>
          <select
            id={fieldId("country")}
            name="country"
            value={values.country}
            onChange={(event) => change("country", event.target.value)}
            onBlur={() => leave("country")}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={describedBy("country")}
            aria-required
            className={inputClass}
          >
            <option value="">{text.choose}</option>
            {LEAD_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {text.countries[country]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={fieldId("service")} label={text.labels.service} error={errors.service} required={text.required}>
          <select
            id={fieldId("service")}
            name="service"
            value={values.service}
            onChange={(event) => change("service", event.target.value)}
            onBlur={() => leave("service")}
            aria-invalid={errors.service ? true : undefined}
            aria-describedby={describedBy("service")}
            aria-required
            className={inputClass}
          >
            <option value="">{text.choose}</option>
            {text.services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {booking && (
        <FormField
          id={fieldId("slot")}
          label={text.labels.slot}
          error={errors.slot}
          required={text.required}
          help={text.slot.help}
        >
          <select
            id={fieldId("slot")}
            name="slot"
            value={values.slot}
            onChange={(event) => change("slot", event.target.value)}
            onBlur={() => leave("slot")}
            aria-invalid={errors.slot ? true : undefined}
            aria-describedby={`${fieldId("slot")}-help${errors.slot ? ` ${fieldId("slot")}-error` : ""}`}
            aria-required
            className={inputClass}
          >
            <option value="">{text.slot.choose}</option>
            {openDays.map((day) => (
              <optgroup key={day.label} label={day.label}>
                {day.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {`${day.label} · ${option.label}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FormField>
      )}
      {assessment && !booking && (
        <p className="rounded-xl bg-sand-50 p-3 text-navy-800" data-testid="no-slots">
          {text.slot.none}
        </p>
      )}
      <FormField
        id={fieldId("message")}
        label={booking ? text.labels.messageOptional : text.labels.message}
        error={errors.message}
        required={booking ? undefined : text.required}
      >
        <textarea
          id={fieldId("message")}
          name="message"
          rows={5}
          placeholder={text.placeholders.message}
          value={values.message}
          onChange={(event) => change("message", event.target.value)}
          onBlur={() => leave("message")}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          aria-required={!booking}
          className={`${inputClass} py-3`}
        />
      </FormField>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token ?? ""} />
      <input type="hidden" name="page" value={pathname} />
      {/* A field people never see or fill in; robots that fill every field give themselves away. */}
      <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId("website")}>{text.labels.website}</label>
        <input
          ref={honeypotRef}
          id={fieldId("website")}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div>
        <label className="flex items-start gap-3 text-navy-800">
          <input
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(event) => change("consent", event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy("consent")}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <span>
            {text.labels.consent.split("{link}").map((part, index) => (
              <Fragment key={index}>
                {index > 0 && (
                  <a href={text.privacyLink.href} className="font-semibold text-brand-800 underline underline-offset-4">
                    {text.privacyLink.label}
                  </a>
                )}
                {part}
              </Fragment>
            ))}
          </span>
        </label>
        {errors.consent && (
          <p id={`${fieldId("consent")}-error`} className="mt-1 text-sm text-red-800">
            {errors.consent}
          </p>
        )}
      </div>
      <p className="text-sm text-navy-700">{text.privacy}</p>
      <button type="submit" className="button-primary" disabled={!token || state === "sending"}>
        {state === "sending" ? (
          <Loader2 aria-hidden className="size-5 animate-spin" />
        ) : (
          <Send aria-hidden className="size-5 rtl:-scale-x-100" />
        )}
        {state === "sending" ? text.sending : booking ? text.slot.submit : text.submit}
      </button>
    </form>
  );
}
