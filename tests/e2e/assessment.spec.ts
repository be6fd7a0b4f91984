import { expect } from "@playwright/test";
import { test } from "./support/test";
import { E2E_BASE_URL } from "./support/constants";

test.describe("the free security assessment", () => {
  test("the banner's button opens the contact form with the assessment chosen, in the banner's wording", async ({
    page,
  }) => {
    await page.goto("/en");
    const banner = page.getByRole("complementary", { name: "Announcement" });
    await expect(banner).toContainText("Free initial security assessment for businesses in the Gulf.");
    await banner.getByRole("link", { name: "Book yours" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/contact?service=security-assessment`);
    const service = page.getByRole("main").locator("select[name=service]");
    await expect(service).toHaveValue("security-assessment");
    await expect(service.locator("option:checked")).toHaveText("Free initial security assessment");
  });

  test("in Arabic", async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ "accept-language": "ar-SA" });
    await page.goto("/contact?service=security-assessment");
    await expect(page.locator("select[name=service] option:checked")).toHaveText("تقييم أمني مبدئي مجاني");
  });
});
