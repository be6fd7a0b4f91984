import { NotFoundScreen, notFoundMetadata } from "@/components/site/status-screens";

// A post or lead that does not exist, shown inside the dashboard's own frame.
export const generateMetadata = notFoundMetadata;

export default function DashboardNotFound() {
  return <NotFoundScreen />;
}
