"use client";

import { useTranslations } from "next-intl";
import "react-quill-new/dist/quill.snow.css";
import "react-quill-new/dist/quill.bubble.css";
import "./rich-text-editor.css";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import ReactQuill, { Quill } from "react-quill-new";
import type { Range } from "quill";
import Delta from "quill-delta";
import { resolveEditorOptions, type EditorOptionsInput } from "@/lib/editor/options";
import { registerDescribedImage } from "./described-image";
import { labelToolbar, type ToolbarLabels } from "./label-toolbar";

registerDescribedImage(Quill);

/** Sets what an image in the text says to those who cannot see it (its index in the document). */
export type ImageDescriber = (index: number, formats: { alt?: string | false; decorative?: boolean }) => void;

export type EditorValue = { ops: unknown[] } | string;

type Props = EditorOptionsInput & {
  id?: string;
  /**
   * The initial content: a Delta for contentType "delta", an HTML string for "html", plain text for
   * "text". The editor owns its content afterwards; remount it (key) to load other content.
   */
  value: EditorValue;
  onChange: (value: EditorValue) => void;
  /**
   * Called once Quill has loaded `value`, with the content as Quill holds it: Quill normalises what
   * it loads (a final newline, merged runs, formats it does not know dropped), so this, not the
   * stored value, is what later changes are compared with. `loaded` is the `value` it started from.
   */
  onLoad?: (normalised: EditorValue, loaded: EditorValue) => void;
  /** Text direction of the content: Arabic posts start right-to-left and right-aligned. */
  dir: "rtl" | "ltr";
  /** The content's language, for screen readers and spelling. */
  lang?: string;
  /** Direction of the toolbar: the dashboard's, as its labels are in the dashboard's language. */
  toolbarDir?: "rtl" | "ltr";
  /** Uploads an image and returns its URL; images are never embedded as base64. */
  uploadImage: (file: File) => Promise<string>;
  onUploadError?: (error: unknown) => void;
  /** The writing area's accessible name and description (ids). */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  toolbarLabels: ToolbarLabels;
  /** Filled with a function that describes an image of the text (image-alt-panel.tsx). */
  imageDescriberRef?: { current: ImageDescriber | null };
  /** An image was inserted or clicked: its index in the document, to describe it. */
  onImageSelect?: (index: number) => void;
  /** The accessible name of each video in the text (Quill's iframes have none), in the dashboard's language. */
  videoTitle?: string;
};

function toDelta(value: EditorValue, contentType: string): Delta | string {
  if (typeof value !== "string") return new Delta(value.ops as Delta["ops"]);
  if (contentType === "text") return new Delta().insert(value.endsWith("\n") ? value : `${value}\n`);
  // HTML goes in as a string: Quill converts it with its clipboard.
  return value;
}

/** The editor's content in the form its content type asks for. */
function currentValue(
  editor: { getContents(): unknown; getSemanticHTML(): string; getText(): string },
  contentType: string,
): EditorValue {
  if (contentType === "delta") return editor.getContents() as { ops: unknown[] };
  if (contentType === "html") return editor.getSemanticHTML();
  return editor.getText();
}

/**
 * Quill 2 (client-only), with the options of spec §5: an invalid option is refused with a clear
 * message instead of a half-working editor.
 */
export function RichTextEditor(props: Props) {
  const { value, onChange, onLoad, dir, uploadImage, onUploadError, imageDescriberRef, onImageSelect } = props;
  const { id, toolbar: toolbarOption, toolbarLabels, labelledBy, describedBy, invalid, lang, videoTitle } = props;
  const format = useTranslations("dashboard.editorOptions");
  const resolved = resolveEditorOptions({ contentType: props.contentType, theme: props.theme, toolbar: props.toolbar });
  const quillRef = useRef<ReactQuill>(null);
  const uploadRef = useRef(uploadImage);
  const errorRef = useRef(onUploadError);
  const imageSelectRef = useRef(onImageSelect);
  useEffect(() => {
    uploadRef.current = uploadImage;
    errorRef.current = onUploadError;
    imageSelectRef.current = onImageSelect;
  }, [uploadImage, onUploadError, onImageSelect]);

  const modules = useMemo(() => {
    const options = resolveEditorOptions({ toolbar: toolbarOption });
    if (!options.ok) return {};
    const toolbar = options.options.toolbar;
    const insertUploaded = async (files: File[], range: Range | null) => {
      const quill = quillRef.current?.getEditor();
      if (!quill) return;
      let index = range?.index ?? quill.getSelection(true)?.index ?? quill.getLength();
      let first: number | null = null;
      for (const file of files.filter((candidate) => candidate.type.startsWith("image/"))) {
        try {
          const url = await uploadRef.current(file);
          quill.insertEmbed(index, "image", url, "user");
          first ??= index;
          index += 1;
          quill.setSelection(index, 0, "user");
        } catch (error) {
          errorRef.current?.(error);
        }
      }
      // A new image is described at once (or marked decorative).
      if (first !== null) imageSelectRef.current?.(first);
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

  // Every toolbar control gets a name screen readers can announce, and the toolbar the dashboard's
  // direction. Layout effects: the editor is client-only, and this must not flash in English.
  const toolbarDir = props.toolbarDir ?? dir;
  useLayoutEffect(() => {
    const toolbarModule = quillRef.current?.getEditor().getModule("toolbar") as { container?: Element } | undefined;
    if (!toolbarModule?.container) return;
    labelToolbar(toolbarModule.container, toolbarLabels);
    toolbarModule.container.setAttribute("dir", toolbarDir);
  }, [toolbarLabels, toolbarDir]);

  // The writing area is a multi-line text box with the field's name, in the content's language.
  useLayoutEffect(() => {
    const root = quillRef.current?.getEditor().root;
    if (!root) return;
    const attributes: Record<string, string | undefined> = {
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelledBy,
      "aria-describedby": describedBy,
      "aria-invalid": invalid ? "true" : undefined,
      lang,
      dir,
    };
    for (const [name, attribute] of Object.entries(attributes)) {
      if (attribute === undefined) root.removeAttribute(name);
      else root.setAttribute(name, attribute);
    }
  }, [labelledBy, describedBy, invalid, lang, dir]);

  // Every video Quill draws in the text gets a name, as it is loaded or inserted: an iframe without
  // a title is announced as nothing more than a frame.
  useEffect(() => {
    const root = quillRef.current?.getEditor().root;
    if (!root || !videoTitle) return;
    const name = () => {
      for (const frame of root.querySelectorAll("iframe"))
        if (frame.getAttribute("title") !== videoTitle) frame.setAttribute("title", videoTitle);
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [videoTitle]);

  // Describing an image changes its formats in the text, so that undo and the saved Delta follow.
  // The editor is looked up at each call: react-quill-new may replace its Quill instance.
  const describerRef = imageDescriberRef;
  useEffect(() => {
    if (!describerRef) return;
    describerRef.current = (index, formats) => {
      const quill = quillRef.current?.getEditor();
      const embed = quill?.getContents(index, 1).ops[0]?.insert;
      if (!quill || typeof embed !== "object" || !("image" in embed)) return;
      quill.formatText(index, 1, formats, "user");
    };
    return () => {
      describerRef.current = null;
    };
  }, [describerRef]);

  // An empty text starts in the content's direction: Arabic right-to-left and right-aligned, English
  // without either (a line format left from the other language would carry to every new line).
  useLayoutEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill || quill.getLength() > 1) return;
    const line = dir === "rtl" ? { direction: "rtl", align: "right" } : { direction: false, align: false };
    quill.formatLine(0, 1, line, "silent");
  }, [dir]);

  // Once loaded (after the line format above), the content as Quill normalised it is the baseline;
  // the change events Quill fires while loading are not edits.
  const loadedRef = useRef(false);
  const [initialValue] = useState(value);
  const onLoadRef = useRef(onLoad);
  const loadedType = resolved.ok ? resolved.options.contentType : "delta";
  useLayoutEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill || loadedRef.current) return;
    loadedRef.current = true;
    onLoadRef.current?.(currentValue(quill, loadedType), initialValue);
  }, [initialValue, loadedType]);

  if (!resolved.ok) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900" data-testid="editor-options-error">
        {format(resolved.error.code, { value: resolved.error.value })}
      </p>
    );
  }
  const { contentType, theme } = resolved.options;

  return (
    // A click on an image of the text opens its description (the keyboard reaches it in the list).
    <div
      dir={toolbarDir}
      className="rich-text-editor rounded-xl bg-white"
      onClick={(event) => {
        const quill = quillRef.current?.getEditor();
        if (!quill || !(event.target instanceof HTMLImageElement) || !quill.root.contains(event.target)) return;
        const blot = Quill.find(event.target);
        if (blot && "offset" in blot)
          imageSelectRef.current?.(quill.getIndex(blot as Parameters<typeof quill.getIndex>[0]));
      }}
    >
      <ReactQuill
        id={id}
        ref={quillRef}
        theme={theme ?? undefined}
        modules={modules}
        defaultValue={toDelta(value, contentType)}
        onChange={(_html, _delta, source, editor) => {
          if (source === "silent" || !loadedRef.current) return;
          onChange(currentValue(editor, contentType));
        }}
      />
    </div>
  );
}
