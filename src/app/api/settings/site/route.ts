import { saveSiteSettingsHandler } from "@/server/site-settings-api";

// PUT: an administrator saves the site settings in both languages.
export async function PUT(request: Request) {
  return saveSiteSettingsHandler(request);
}
