"use client";

import { Download, FileText, Loader2, Save, Search, Trash2, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useWrite } from "@/components/dashboard/use-write";
import { deleteMedia, updateMedia } from "@/server/actions/dashboard";
import { FormField, inputClass } from "@/components/ui/form-field";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { formatDate, formatNumber } from "@/lib/format";
import { mediaAltSchema, mediaFieldErrors, MEDIA_ALT_MAX } from "@/lib/validation/media";
import type { MediaItem, MediaUse } from "@/server/media/store";
import { genderForMessages } from "@/lib/validation/gender";

type Text = Messages["dashboard"]["media"];

/** A PDF document of the library (src/server/documents.ts), shown as a download rather than an image. */
const PDF_TYPE = "application/pdf";

type Paths = { editorPath: string; authorsPath: string; settingsPath: string; trashPath: string };

/** An image's size in kilobytes, as people read it. */
export const kilobytes = (bytes: number, locale: Locale) => formatNumber(Math.max(1, Math.round(bytes / 1024)), locale);

/** /dashboard/media: every upload with its sizes, descriptions and uses; search, describe, delete. */
export function MediaLibrary({
  locale,
  items,
  q,
  userId,
  admin,
  text,
  ...paths
}: {
  locale: Locale;
  items: MediaItem[];
  q: string;
  userId: number;
  admin: boolean;
  text: Text;
} & Paths) {
  const format = useTranslations("dashboard.media");
  const searchId = useId();
  return (
    <div>
      <UploadToLibrary text={text} />
      <form role="search" method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 grow">
          <label htmlFor={searchId} className="text-sm font-semibold text-navy-900">
            {text.searchLabel}
          </label>
          <input id={searchId} name="q" type="search" defaultValue={q} maxLength={100} className={inputClass} />
        </div>
        <button type="submit" className="button-secondary min-h-11">
          <Search aria-hidden className="size-4" />
          {text.search}
        </button>
      </form>
      <p className="mt-4 text-sm text-navy-700" role="status">
        {q ? format("found", { count: items.length, q }) : format("count", { count: items.length })}
      </p>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-navy-700">{q ? text.noResults : text.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              locale={locale}
              text={text}
              paths={paths}
              mayDelete={admin || item.uploadedBy === userId}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Adds an image to the library without a post: the same upload as the editor's. A file the library
 * already has is not added twice (the server finds it by its content); the visitor is told so.
 */
function UploadToLibrary({ text }: { text: Text }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setProblem("");
    try {
      const data = new FormData();
      data.append("file", file);
      // The library takes PDF documents too (src/server/documents.ts); the editor's uploads do not.
      data.append("allow", "documents");
      const response = await fetch("/api/uploads", {
        method: "POST",
        body: data,
        headers: { accept: "application/json" },
      });
      const body = (await response.json().catch(() => ({}))) as {
        existing?: boolean;
        url?: string;
        error?: { message?: string };
      };
      if (!response.ok) {
        setProblem(body.error?.message ?? text.errors.failed);
        return;
      }
      const document = body.url?.endsWith(".pdf");
      toast.success(body.existing ? text.alreadyInLibrary : document ? text.documentUploaded : text.uploaded);
      router.refresh();
    } catch {
      setProblem(text.errors.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label
        htmlFor={id}
        className="button-primary min-h-11 cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500"
      >
        {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : <Upload aria-hidden className="size-4" />}
        {busy ? text.uploading : text.upload}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,application/pdf"
        className="sr-only"
        disabled={busy}
        aria-describedby={`${id}-help${problem ? ` ${id}-problem` : ""}`}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <p id={`${id}-help`} className="mt-1 text-xs text-navy-700">
        {text.uploadHelp}
      </p>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}

function usageLabel(use: MediaUse, locale: Locale, format: ReturnType<typeof useTranslations<"dashboard.media">>) {
  if ("trashed" in use && use.trashed) return format("usedInTrash", { title: use.title });
  switch (use.kind) {
    case "cover":
      return format("usedAsCover", { title: use.title });
    case "social":
      return format("usedAsSocialImage", { title: use.title });
    case "inline":
      return format("usedInText", { title: use.title });
    case "author":
      return format("usedByAuthor", {
        name: locale === "ar" ? use.nameAr : use.nameEn,
        gender: genderForMessages(use.gender),
      });
    case "partner":
      return format("usedByPartner", { name: use.name });
  }
}

function usageHref(use: MediaUse, paths: Paths) {
  if (use.kind === "author") return paths.authorsPath;
  if (use.kind === "partner") return paths.settingsPath;
  if (use.trashed) return paths.trashPath;
  return `${paths.editorPath}${use.postId}`;
}

function MediaCard({
  item,
  locale,
  text,
  paths,
  mayDelete,
}: {
  item: MediaItem;
  locale: Locale;
  text: Text;
  paths: Paths;
  mayDelete: boolean;
}) {
  const format = useTranslations("dashboard.media");
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [alt, setAlt] = useState({ altAr: item.altAr, altEn: item.altEn });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleteError, setDeleteError] = useState("");
  const errorText = (code: string | undefined) =>
    (code && (text.errors as Record<string, string>)[code]) || text.errors.failed;
  const name = item.originalName || item.key;
  const used = item.usage.length > 0;
  const document = item.contentType === PDF_TYPE;

  const saving = useWrite(updateMedia, {
    done: () => {
      setErrors({});
      toast.success(text.saved);
    },
    failed: (error) => setErrors(error.fields ?? { form: "failed" }),
  });
  const deletion = useWrite(deleteMedia, {
    done: () => {
      dialogRef.current?.close();
      toast.success(text.deleted);
    },
    failed: (error) => {
      dialogRef.current?.close();
      setDeleteError(error.message || text.errors.failed);
    },
  });
  const busy = saving.pending || deletion.pending;

  function saveAlt(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = mediaAltSchema.safeParse(alt);
    if (!checked.success) {
      setErrors(mediaFieldErrors(checked.error));
      return;
    }
    saving.run(item.id, checked.data);
  }

  const confirmDelete = () => deletion.run(item.id);

  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby={`${id}-name`} data-testid="media-item">
      <div className="flex gap-4">
        {document ? (
          <span className="flex size-28 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-navy-700">
            <FileText aria-hidden className="size-12" />
          </span>
        ) : (
          <img
            src={item.url}
            alt={(locale === "ar" ? item.altAr : item.altEn) || ""}
            width={item.width}
            height={item.height}
            loading="lazy"
            className="size-28 shrink-0 rounded-xl bg-sand-100 object-contain"
          />
        )}
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="font-semibold break-words text-navy-900" dir="auto">
            {name}
          </h2>
          <p className="mt-1 text-sm text-navy-700">
            {document ? text.document : format("dimensions", { width: item.width, height: item.height })} ·{" "}
            {format("kilobytes", { size: kilobytes(item.byteSize, locale) })}
          </p>
          <p className="mt-1 text-xs text-navy-700">
            {item.uploaderName
              ? format("uploadedBy", {
                  name: item.uploaderName,
                  gender: genderForMessages(item.uploaderGender),
                  date: formatDate(item.createdAt, locale),
                })
              : format("uploadedOn", { date: formatDate(item.createdAt, locale) })}
          </p>
        </div>
      </div>

      <form onSubmit={saveAlt} className="mt-4 grid gap-3" noValidate>
        <FormField
          id={`${id}-alt-ar`}
          label={text.altAr}
          error={errors.altAr ? errorText(errors.altAr) : undefined}
          alert
        >
          <input
            id={`${id}-alt-ar`}
            dir="rtl"
            lang="ar"
            value={alt.altAr}
            maxLength={MEDIA_ALT_MAX + 50}
            onChange={(event) => setAlt({ ...alt, altAr: event.target.value })}
            aria-invalid={errors.altAr ? true : undefined}
            aria-describedby={errors.altAr ? `${id}-alt-ar-error` : undefined}
            className={inputClass}
          />
        </FormField>
        <FormField
          id={`${id}-alt-en`}
          label={text.altEn}
          error={errors.altEn ? errorText(errors.altEn) : undefined}
          alert
        >
          <input
            id={`${id}-alt-en`}
            dir="ltr"
            lang="en"
            value={alt.altEn}
            maxLength={MEDIA_ALT_MAX + 50}
            onChange={(event) => setAlt({ ...alt, altEn: event.target.value })}
            aria-invalid={errors.altEn ? true : undefined}
            aria-describedby={errors.altEn ? `${id}-alt-en-error` : undefined}
            className={inputClass}
          />
        </FormField>
        {errors.form && (
          <p role="alert" className="text-sm text-red-800">
            {errorText(errors.form)}
          </p>
        )}
        <div>
          <button type="submit" className="button-secondary min-h-10 py-1.5 text-sm" disabled={busy}>
            <Save aria-hidden className="size-4" />
            {format("saveAlt", { name })}
          </button>
        </div>
      </form>

      {document && (
        <div className="mt-4 grid gap-1">
          <label htmlFor={`${id}-link`} className="text-sm font-semibold text-navy-900">
            {text.documentLink}
          </label>
          <input
            id={`${id}-link`}
            readOnly
            dir="ltr"
            value={item.url}
            aria-describedby={`${id}-link-help`}
            className={inputClass}
            onFocus={(event) => event.target.select()}
          />
          <p id={`${id}-link-help`} className="text-xs text-navy-700">
            {text.documentLinkHelp}
          </p>
          <a href={item.url} download className="inline-flex items-center gap-2 text-sm text-brand-700 underline">
            <Download aria-hidden className="size-4" />
            {format("download", { file: name })}
          </a>
        </div>
      )}

      <div className="mt-4 border-t border-navy-900/10 pt-3">
        <h3 className="text-sm font-semibold text-navy-900">{text.usedIn}</h3>
        {used ? (
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
            {item.usage.map((use, index) => (
              <li key={index}>
                <a href={usageHref(use, paths)} className="text-brand-700 underline hover:text-brand-800" dir="auto">
                  {usageLabel(use, locale, format)}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-navy-700">{text.unused}</p>
        )}
      </div>

      {mayDelete && (
        <div className="mt-3">
          {used ? (
            <p id={`${id}-in-use`} className="text-sm text-navy-700">
              {text.inUseNote}
            </p>
          ) : (
            <button
              type="button"
              className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-red-800 hover:bg-red-50"
              onClick={() => {
                setDeleteError("");
                dialogRef.current?.showModal();
              }}
            >
              <Trash2 aria-hidden className="size-4" />
              {format("delete", { name })}
            </button>
          )}
          {deleteError && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {deleteError}
            </p>
          )}
        </div>
      )}

      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-delete-title`}
        className="m-auto w-[min(28rem,92vw)] rounded-2xl p-6 backdrop:bg-navy-950/60"
      >
        <h2 id={`${id}-delete-title`} className="text-lg font-bold text-navy-900">
          {format("deleteTitle", { name })}
        </h2>
        <p className="mt-2 text-navy-700">{text.deleteText}</p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="button-secondary" onClick={() => dialogRef.current?.close()} autoFocus>
            {text.cancel}
          </button>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
            disabled={busy}
            onClick={confirmDelete}
          >
            {text.deleteConfirm}
          </button>
        </div>
      </dialog>
    </li>
  );
}
