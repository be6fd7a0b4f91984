import { NotFoundScreen, notFoundMetadata } from "@/components/site/status-screens";

// The fallback for a 404 raised outside the site and dashboard layouts (the sign-in area). Kept to
// the bare screen: this boundary is part of every page's payload.
export const generateMetadata = notFoundMetadata;

export default function LocaleNotFound() {
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      <NotFoundScreen />
    </main>
  );
}
