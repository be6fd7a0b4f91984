import { StaticImage } from "@/components/ui/static-image";

/**
 * An author's photo in a circle, decorative (their name is always beside it); their initial on a
 * brand-coloured circle when there is no photo.
 */
export function AuthorPhoto({ src, name, size }: { src: string; name: string; size: number }) {
  const box = { width: size, height: size };
  if (!src) {
    return (
      <span
        aria-hidden
        style={box}
        className="grid shrink-0 place-items-center rounded-full bg-brand-700 text-xl font-bold text-white"
      >
        {Array.from(name.trim())[0] ?? ""}
      </span>
    );
  }
  return (
    <StaticImage
      src={src}
      alt=""
      {...box}
      // Its box, not only its attributes: in a row that stretches its items (the post's "About the
      // author"), an image whose height is only an attribute grows to the row's height.
      style={box}
      sizes={`${size}px`}
      unoptimized={/^https?:\/\//.test(src)}
      className="shrink-0 rounded-full object-cover ring-1 ring-navy-900/10"
    />
  );
}
