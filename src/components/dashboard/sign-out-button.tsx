"use client";

import { LogOut } from "lucide-react";
import { useState } from "react";
import { signOut } from "@/components/auth/session";

export function SignOutButton({ label, redirectTo }: { label: string; redirectTo: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut().catch(() => undefined);
        window.location.assign(redirectTo);
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold whitespace-nowrap text-navy-800 hover:bg-sand-100"
    >
      <LogOut aria-hidden className="size-4 rtl:rotate-180" />
      {/* On a phone the icon alone, so the header keeps room for the user's name. */}
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}
