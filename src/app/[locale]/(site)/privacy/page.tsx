import { legalMetadata, legalPage } from "@/components/legal/legal-route";

// Made whole from the stored text (edited in the dashboard) and kept until the settings change.
export const ensureStatic = "navigation";

export const generateMetadata = legalMetadata("privacy");

export default legalPage("privacy");
