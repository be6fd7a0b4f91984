import type { AbstractIntlMessages } from "next-intl";

/**
 * The messages of a tree that take values (an ICU argument: `{name}`, a plural), for a
 * NextIntlClientProvider: client components format these with useTranslations, in the language's
 * plural forms, and get every other text already translated as props, so a page carries no message
 * twice.
 */
export function messagesWithArguments(tree: AbstractIntlMessages): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") {
      if (value.includes("{")) picked[key] = value;
    } else {
      const nested = messagesWithArguments(value);
      if (Object.keys(nested).length > 0) picked[key] = nested;
    }
  }
  return picked;
}

const SLOT = "\u0000";

/**
 * A message formatted on the server (ICU, no runtime in the browser) around one value that only the
 * browser knows, such as what the visitor typed: the text before the value and the text after it.
 */
export function aroundValue(format: (values: Record<string, string>) => string, name: string): [string, string] {
  const [before = "", after = ""] = format({ [name]: SLOT }).split(SLOT);
  return [before, after];
}
