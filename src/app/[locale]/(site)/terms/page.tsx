import { legalMetadata, legalPage } from "@/components/legal/legal-route";

// Rendered per request from the cached settings (the text is edited in the dashboard).
export const instant = false;

export const generateMetadata = legalMetadata("terms");

export default legalPage("terms");
