"use client";

import { Toaster } from "sonner";

export function DashboardToaster({ dir }: { dir: "rtl" | "ltr" }) {
  return <Toaster dir={dir} position="top-center" richColors closeButton />;
}
