"use client";

import type { ComponentProps } from "react";
import { localizedPath } from "@/lib/seo/urls";
import { PostEditor } from "./post-editor";

type Props = Omit<ComponentProps<typeof PostEditor>, "paths">;

/** Builds the editor's paths in the browser (functions cannot be passed from the server). */
export function PostEditorClient(props: Props) {
  const locale = props.uiLocale;
  return (
    <PostEditor
      {...props}
      paths={{
        list: localizedPath(locale, "/dashboard"),
        edit: (id) => localizedPath(locale, `/dashboard/posts/${id}`),
        publicPost: (postLocale, slug) =>
          localizedPath(postLocale === "en" ? "en" : "ar", `/blog/${encodeURIComponent(slug)}`),
      }}
    />
  );
}
