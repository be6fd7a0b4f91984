"use client";

import { useParams, useRouter } from "next/navigation";
import { startTransition } from "react";
import { useErrorCopy } from "@/components/site/error-copy";
import { ErrorScreen } from "@/components/site/error-screen";
import { isLocale, type Locale } from "@/i18n/locales";
import { localizedPath } from "@/lib/seo/urls";

/**
 * The 500 screen inside the site's frame, for the pages staff work in (the dashboard and the sign-in
 * pages: their groups' error.tsx). Public pages have none of their own: they are cached whole, a
 * full load of a failed one gets the front server's error document (front/error-documents.mts), and
 * the rare failure in the browser falls to global-error.tsx, so no public page carries this boundary's
 * JavaScript (docs/decisions.md, decision 41).
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ locale?: string }>();
  const locale: Locale = isLocale(params.locale) ? params.locale : "ar";
  const router = useRouter();
  const copy = useErrorCopy(locale, error);

  return (
    <main id="main" className="flex flex-1 flex-col">
      <ErrorScreen
        status={500}
        title={copy?.title ?? ""}
        description={copy?.description ?? ""}
        action={
          <button
            type="button"
            className="button-primary min-w-32"
            onClick={() =>
              startTransition(() => {
                router.push(localizedPath(locale, "/"));
                reset();
              })
            }
          >
            {copy?.home ?? "…"}
          </button>
        }
      />
    </main>
  );
}
