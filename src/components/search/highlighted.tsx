import { splitForHighlight } from "@/lib/highlight";

/** Text with the words of the search term in <mark>. */
export function Highlighted({ text, term }: { text: string; term: string }) {
  return (
    <>
      {splitForHighlight(text, term).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-gold-300/60 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
