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
        <div className="chat-card-head">
          <img src={avatar} alt={text.avatarAlt} width={44} height={44} className="chat-card-avatar" />
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="truncate font-semibold">
              {companyName}
            </h2>
            <p className="text-xs text-white/90">{text.status}</p>
          </div>
          <button
            type="button"
            popoverTarget={CARD_ID}
            popoverTargetAction="hide"
            aria-label={text.close}
            className="chat-card-close"
          >
            <X className="size-5" />
          </button>
        </div>
        <p className="chat-card-greeting">
          <span>{text.greeting}</span>
        </p>
        <div className="p-4">
          <a
            href={whatsappUrl(whatsapp.number, whatsapp.message)}
            target="_blank"
            rel="noopener noreferrer"
            data-track="whatsapp_click"
            data-track-placement="chat_widget"
            className="chat-card-start"
          >
            <WhatsAppIcon className="size-5" />
            {text.start}
          </a>
        </div>
      </section>
      <button type="button" popoverTarget={CARD_ID} aria-label={text.open} className="chat-launcher">
        <MessageCircle className="chat-launcher-open size-7" />
        <X className="chat-launcher-close size-6" />
      </button>
    </div>
  );
}
