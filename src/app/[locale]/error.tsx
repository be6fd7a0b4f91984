"use client";

import { useTranslations } from "next-intl";
import { startTransition, useEffect } from "react";
import { ErrorScreen } from "@/components/site/error-screen";
import { useRouter } from "@/i18n/navigation";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors");
  const nav = useTranslations("nav");
  const router = useRouter();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="flex flex-1 flex-col">
      <ErrorScreen
        status={500}
        title={t("500.title")}
        description={t("500.description")}
        action={
          <button
            type="button"
            className="button-primary"
            onClick={() =>
              startTransition(() => {
                router.push("/");
                reset();
              })
            }
          >
            {nav("home")}
          </button>
        }
      />
    </main>
  );
}
