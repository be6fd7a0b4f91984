import { createTranslator } from "next-intl";
import ar from "@messages/ar.json";
import en from "@messages/en.json";

/**
 * next-intl/server for unit tests: its request config needs Next.js, so getTranslations is the
 * plain translator over the app's own messages. Used as
 * `vi.mock("next-intl/server", () => import("@/test-support/next-intl-server"))`.
 */
const messages = { ar, en };

export const getTranslations = ({ locale, namespace }: { locale: "ar" | "en"; namespace: string }) =>
  Promise.resolve(createTranslator({ locale, messages: messages[locale], namespace: namespace as "api" }));
