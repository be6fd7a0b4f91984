import { NotFoundScreen, notFoundMetadata } from "@/components/site/status-screens";

// Rendered inside the site layout: the header and footer come from there.
export const generateMetadata = notFoundMetadata;

export default function SiteNotFound() {
  return <NotFoundScreen />;
}
