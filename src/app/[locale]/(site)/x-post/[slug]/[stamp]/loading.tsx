import { PostSkeleton } from "@/components/blog/post-skeleton";

// No translated text here: a loading boundary does not know the page's language.
export default function Loading() {
  return <PostSkeleton />;
}
