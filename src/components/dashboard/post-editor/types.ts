import type { Messages } from "@/i18n/messages";

export type EditorText = Pick<Messages["dashboard"], "editor" | "status" | "locales">;

/** Where the list is, and how to build an editor URL, in the interface language. */
export type EditorPaths = {
  list: string;
  edit: (id: number) => string;
  publicPost: (locale: string, slug: string) => string;
};

/** The topics and staff authors to pick from, named in the interface language. */
export type EditorChoices = {
  topics: Array<{ id: number; name: string }>;
  authors: Array<{ id: number; name: string }>;
};
