"use client";

import type { CSSProperties } from "react";
import { Toaster } from "sonner";

/**
 * sonner's rich colours put red and green text on pale backgrounds below WCAG's 4.5:1 (its error
 * red is about 4.2:1): darker shades of the same hues, set on the toaster, which its own rules read.
 */
const READABLE_COLORS = {
  "--error-text": "hsl(360, 100%, 35%)",
  "--success-text": "hsl(140, 100%, 20%)",
} as CSSProperties;

export function DashboardToaster({ dir }: { dir: "rtl" | "ltr" }) {
  return <Toaster dir={dir} position="top-center" richColors closeButton style={READABLE_COLORS} />;
}
