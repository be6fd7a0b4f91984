import type { Messages } from "./messages";

/** Namespaces that client components read; the rest stays on the server and out of the page payload. */
const CLIENT_NAMESPACES = ["site", "locale", "nav", "chat", "banner", "errors"] as const satisfies ReadonlyArray<
  keyof Messages
>;

export function clientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]])) as Pick<
    Messages,
    (typeof CLIENT_NAMESPACES)[number]
  >;
}
