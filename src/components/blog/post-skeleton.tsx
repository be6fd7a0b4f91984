/**
 * What a post looks like while it loads: the cover placeholder, one title bar and four
 * text bars. At least a screen tall, so the footer is out of sight while it shows and does not jump
 * when the post replaces it (the first HTML of a post holds this fallback too, swapped in place).
 */
export function PostSkeleton() {
  return (
    <div className="container-page min-h-svh max-w-4xl py-12" aria-busy="true" data-testid="post-skeleton">
      <div className="aspect-video animate-pulse-soft rounded-2xl bg-gray-200" />
      <div className="mt-10 space-y-4">
        <div className="h-9 w-3/4 animate-pulse-soft rounded-lg bg-gray-200" />
        <div className="h-4 w-full animate-pulse-soft rounded bg-gray-200" />
        <div className="h-4 w-full animate-pulse-soft rounded bg-gray-200" />
        <div className="h-4 w-11/12 animate-pulse-soft rounded bg-gray-200" />
        <div className="h-4 w-2/3 animate-pulse-soft rounded bg-gray-200" />
      </div>
    </div>
  );
}
