"use client";

import { MessageCircle, X } from "@/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { track } from "@/lib/analytics/client";
import { whatsappUrl } from "@/lib/contact-links";
import { WhatsAppIcon } from "./social-icons";

export type ChatWidgetText = {
  open: string;
  close: string;
  status: string;
  greeting: string;
  start: string;
  avatarAlt: string;
};

type Props = {
  companyName: string;
  /**
   * The WhatsApp number and the prefilled message in the visitor's language. The wa.me link is
   * built here: percent-encoded, an Arabic message is twice as long in the page's React payload.
   */
  whatsapp: { number: string; message: string };
  text: ChatWidgetText;
  avatar?: string;
};

/**
 * A floating button that opens a small card with the company's greeting and a button that starts
 * a WhatsApp conversation with a prefilled message in the visitor's language (spec §1).
 */
export function ChatWidget({ companyName, whatsapp, text, avatar = "/images/avatar-default.svg" }: Props) {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    startRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="fixed end-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden">
      {open && (
        <section
          id={cardId}
          role="dialog"
          aria-labelledby={titleId}
          className="w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-navy-900/10"
        >
          <div className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
            <img
              src={avatar}
              alt={text.avatarAlt}
              width={44}
              height={44}
              className="size-11 rounded-full bg-white/20"
            />
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="truncate text-base font-semibold">
                {companyName}
              </h2>
              <p className="text-xs text-white/90">{text.status}</p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={text.close}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="bg-sand-100 px-4 py-5">
            <p className="max-w-[85%] rounded-2xl rounded-ss-sm bg-white px-4 py-3 text-sm text-navy-900 shadow-sm">
              {text.greeting}
            </p>
          </div>
          <div className="p-4">
            <a
              ref={startRef}
              href={whatsappUrl(whatsapp.number, whatsapp.message)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track("whatsapp_click", { placement: "chat_widget" })}
              className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-[#1f7a4d] px-5 py-2.5 font-semibold text-white hover:bg-[#18643f]"
            >
              <WhatsAppIcon className="size-5" />
              {text.start}
            </a>
          </div>
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        aria-label={open ? text.close : text.open}
        onClick={() => setOpen((value) => !value)}
        className="chat-launcher"
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-7" />}
      </button>
    </div>
  );
}
