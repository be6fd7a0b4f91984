import { MessageCircle, X } from "@/components/ui/icons";
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
  /** The WhatsApp number and the prefilled message in the visitor's language. */
  whatsapp: { number: string; message: string };
  text: ChatWidgetText;
  avatar?: string;
};

const CARD_ID = "chat-card";

/**
 * A floating button that opens a small card with the company's greeting and a button that starts
 * a WhatsApp conversation with a prefilled message in the visitor's language. The card is an HTML
 * popover: the browser opens and closes it (the button, Escape, a click outside), keeps it above
 * the page and puts its contents next in the keyboard order after the button, so it ships no
 * JavaScript and works before the page's scripts have run. The start link is counted by the
 * tracking script (`data-track`).
 */
export function ChatWidget({ companyName, whatsapp, text, avatar = "/images/avatar-default.svg" }: Props) {
  const titleId = `${CARD_ID}-title`;
  return (
    <div className="chat-widget print:hidden">
      <section id={CARD_ID} popover="auto" role="dialog" aria-labelledby={titleId} className="chat-card">
        <div className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
          <img src={avatar} alt={text.avatarAlt} width={44} height={44} className="size-11 rounded-full bg-white/20" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate text-base font-semibold">
              {companyName}
            </h2>
            <p className="text-xs text-white/90">{text.status}</p>
          </div>
          <button
            type="button"
            popoverTarget={CARD_ID}
            popoverTargetAction="hide"
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
            href={whatsappUrl(whatsapp.number, whatsapp.message)}
            target="_blank"
            rel="noopener noreferrer"
            data-track="whatsapp_click"
            data-track-placement="chat_widget"
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full bg-[#1f7a4d] px-5 py-2.5 font-semibold text-white hover:bg-[#18643f]"
          >
            <WhatsAppIcon className="size-5" />
            {text.start}
          </a>
        </div>
      </section>
      <button type="button" popoverTarget={CARD_ID} aria-label={text.open} className="chat-launcher">
        <MessageCircle aria-hidden className="chat-launcher-open size-7" />
        <X aria-hidden className="chat-launcher-close size-6" />
      </button>
    </div>
  );
}
