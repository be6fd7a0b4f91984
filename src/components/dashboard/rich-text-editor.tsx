"use client";

import "react-quill-new/dist/quill.snow.css";
import "react-quill-new/dist/quill.bubble.css";
import { useEffect, useMemo, useRef } from "react";
import ReactQuill from "react-quill-new";
import type { Range } from "quill";
import Delta from "quill-delta";
import { resolveEditorOptions, type EditorOptionsInput } from "@/lib/editor/options";
import { fillTemplate } from "@/lib/template";
import { labelToolbar, type ToolbarLabels } from "./label-toolbar";

export type EditorValue = { ops: unknown[] } | string;

type Props = EditorOptionsInput & {
  id?: string;
  /**
   * The initial content: a Delta for contentType "delta", an HTML string for "html", plain text for
   * "text". The editor owns its content afterwards; remount it (key) to load other content.
   */
  value: EditorValue;
  onChange: (value: EditorValue) => void;
  /** Text direction of the content: Arabic posts start right-to-left and right-aligned. */
  dir: "rtl" | "ltr";
  /** Uploads an image and returns its URL; images are never embedded as base64. */
  uploadImage: (file: File) => Promise<string>;
  onUploadError?: (error: unknown) => void;
  labelledBy?: string;
  describedBy?: string;
  optionErrors: { invalidContentType: string; invalidTheme: string; invalidToolbar: string };
  toolbarLabels: ToolbarLabels;
};

function toDelta(value: EditorValue, contentType: string): Delta | string {
  if (typeof value !== "string") return new Delta(value.ops as Delta["ops"]);
  if (contentType === "text") return new Delta().insert(value.endsWith("\n") ? value : `${value}\n`);
  // HTML goes in as a string: Quill converts it with its clipboard.
  return value;
}

/**
 * Quill 2 (client-only), with the options of spec §5: an invalid option is refused with a clear
 * message instead of a half-working editor.
 */
export function RichTextEditor(props: Props) {
  const { value, onChange, dir, uploadImage, onUploadError, optionErrors } = props;
  const resolved = resolveEditorOptions({ contentType: props.contentType, theme: props.theme, toolbar: props.toolbar });
  const quillRef = useRef<ReactQuill>(null);
  const uploadRef = useRef(uploadImage);
  const errorRef = useRef(onUploadError);
  useEffect(() => {
    uploadRef.current = uploadImage;
    errorRef.current = onUploadError;
  }, [uploadImage, onUploadError]);

  const toolbarOption = props.toolbar;
  const modules = useMemo(() => {
    const options = resolveEditorOptions({ toolbar: toolbarOption });
    if (!options.ok) return {};
    const toolbar = options.options.toolbar;
    const insertUploaded = async (files: File[], range: Range | null) => {
      const quill = quillRef.current?.getEditor();
      if (!quill) return;
      let index = range?.index ?? quill.getSelection(true)?.index ?? quill.getLength();
      for (const file of files.filter((candidate) => candidate.type.startsWith("image/"))) {
        try {
          const url = await uploadRef.current(file);
          quill.insertEmbed(index, "image", url, "user");
          index += 1;
          quill.setSelection(index, 0, "user");
        } catch (error) {
          errorRef.current?.(error);
        }
      }
    };
    return {
      toolbar: {
        container: toolbar,
        handlers: {
          image() {
            const input = document.createElement("input");
            input.type = "file";
            input.accept = "image/png,image/jpeg,image/webp,image/gif";
            input.onchange = () =>
              void insertUploaded([...(input.files ?? [])], quillRef.current?.getEditor().getSelection(true) ?? null);
            input.click();
          },
        },
      },
      // Dropped and pasted image files go through the same upload, never into the Delta as base64.
      uploader: { handler: (range: Range, files: File[]) => void insertUploaded(files, range) },
      clipboard: {
        matchers: [
          [
            "IMG",
            (node: Node, delta: Delta) =>
              ((node as HTMLImageElement).getAttribute("src") ?? "").startsWith("data:") ? new Delta() : delta,
          ],
        ],
      },
    };
  }, [toolbarOption]);

  // Every toolbar control gets a name screen readers can announce.
  const toolbarLabels = props.toolbarLabels;
  useEffect(() => {
    const toolbarModule = quillRef.current?.getEditor().getModule("toolbar") as { container?: Element } | undefined;
    if (toolbarModule?.container) labelToolbar(toolbarModule.container, toolbarLabels);
  }, [toolbarLabels]);

  // Arabic posts start right-to-left and right-aligned.
  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill || dir !== "rtl" || quill.getLength() > 1) return;
    quill.formatLine(0, 1, { direction: "rtl", align: "right" }, "silent");
  }, [dir]);

  if (!resolved.ok) {
    const message = optionErrors[resolved.error.code];
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900" data-testid="editor-options-error">
        {fillTemplate(message, { value: resolved.error.value })}
      </p>
    );
  }
  const { contentType, theme } = resolved.options;

  return (
    <div dir={dir} className="rich-text-editor rounded-xl bg-white" aria-labelledby={props.labelledBy}>
      <ReactQuill
        id={props.id}
        ref={quillRef}
        theme={theme ?? undefined}
        modules={modules}
        defaultValue={toDelta(value, contentType)}
        onChange={(_html, _delta, source, editor) => {
          if (source === "silent") return;
          if (contentType === "delta") onChange(editor.getContents() as unknown as { ops: unknown[] });
          else if (contentType === "html") onChange(editor.getSemanticHTML());
          else onChange(editor.getText());
        }}
      />
    </div>
  );
}
