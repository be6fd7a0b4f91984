import type { FocalPoint } from "@/lib/focal-point";
import type { Locale } from "@/i18n/locales";
import type { PostSeoSettings } from "@/lib/seo/post-seo";
import type { DeltaDocument, Gender, PostStatus } from "@/server/db/schema";

/** A post as the public API returns it (docs/api.md, "Public"). */
export type PublicPostPayload = {
  title: string;
  meta_description: string;
  cover_image: string;
  content: DeltaDocument;
};

/** A post's own search and sharing settings; "" means the default (the headline, the cover, its address). */
export type PostSeo = PostSeoSettings;

/** A topic as a reader sees it, named in the page's language. */
export type TopicLink = { slug: string; name: string };

/** A staff author as a reader sees them, in the page's language. */
export type AuthorProfile = {
  slug: string;
  name: string;
  role: string;
  bio: string;
  photo: string;
  /** How Arabic text speaks of the author ("" = not given). */
  gender: Gender;
};

/** A public post with what its page needs (the API names its fields as PublicPostPayload does). */
export type PublicPost = {
  title: string;
  metaDescription: string;
  coverImage: string;
  /** Where its crops centre (src/lib/focal-point.ts). */
  coverFocus: FocalPoint;
  content: DeltaDocument;
  /** What search engines and shared links are told (post-seo.ts turns these into the page's head). */
  seo: PostSeo;
  id: number;
  slug: string;
  locale: Locale;
  /** The free-text byline; the staff author (authorProfile) wins when there is one. */
  author: string;
  authorProfile: AuthorProfile | null;
  topics: TopicLink[];
  publishedAt: string;
  updatedAt: string;
  version: number;
  readingMinutes: number;
  /** The group of posts linked as translations of each other, if any. */
  translationGroup: string | null;
  /** The public translation in the other language, if any. */
  translation: { locale: Locale; slug: string } | null;
};

/** A card of the blog listing. */
export type PostSummary = {
  slug: string;
  locale: Locale;
  title: string;
  excerpt: string;
  coverImage: string;
  /** Where its crops centre (src/lib/focal-point.ts). */
  coverFocus: FocalPoint;
  publishedAt: string;
  readingMinutes: number;
};

/** A post as the dashboard edits it. */
export type EditablePost = {
  id: number;
  /** When it was moved to the trash (ISO), or null (trash.ts). */
  trashedAt: string | null;
  locale: Locale;
  slug: string;
  title: string;
  metaDescription: string;
  coverImage: string;
  /** The cover's focal point, 0..1 across and down (src/lib/focal-point.ts). */
  coverFocusX: number;
  coverFocusY: number;
  seoTitle: string;
  socialImage: string;
  canonicalUrl: string;
  noindex: boolean;
  content: DeltaDocument;
  status: PostStatus;
  publishedAt: string | null;
  author: string;
  /** The staff author (authors table), or null. */
  authorId: number | null;
  /** The topics it carries. */
  topicIds: number[];
  /** The account that created it (null: the demo content, the administrators'). */
  createdBy: number | null;
  /** Seeded with the demo content and not saved by anyone since. */
  demo: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
  translation: { id: number; locale: Locale; slug: string; title: string } | null;
  /** Whether visitors can read it now (published, or scheduled and due). */
  isPublic: boolean;
};

/** A row of the dashboard's post list. */
export type PostListItem = Pick<
  EditablePost,
  "id" | "locale" | "slug" | "title" | "status" | "publishedAt" | "updatedAt" | "author" | "isPublic" | "demo"
> & {
  /** Its linked translation was saved after this post was last brought in step with it. */
  translationOutOfDate: boolean;
};

/** What the public site can see of a post: enough to know which cached reads a write affects. */
export type PublicFootprint = {
  id: number;
  slug: string;
  locale: Locale;
  translationGroup: string | null;
  isPublic: boolean;
};

/** A saved state of a post in its history, as the revisions list shows it (no content). */
export type RevisionSummary = {
  number: number;
  /** The post version this save produced. */
  version: number;
  createdAt: string;
  /** The one visitors see now (or will, when it is scheduled). */
  published: boolean;
  /** The revision this save restored, if it was a restore. */
  restoredFrom: number | null;
  /** The name of the account that saved it; null for the demo content or a deleted account. */
  savedBy: string | null;
  /** How Arabic text speaks of that person ("" = not given). */
  savedByGender: Gender;
};

/** A revision with every field it saved. */
export type PostRevision = RevisionSummary &
  Pick<
    EditablePost,
    | "locale"
    | "slug"
    | "title"
    | "metaDescription"
    | "coverImage"
    | "coverFocusX"
    | "coverFocusY"
    | "seoTitle"
    | "socialImage"
    | "canonicalUrl"
    | "noindex"
    | "content"
    | "status"
    | "publishedAt"
    | "author"
    | "authorId"
    | "topicIds"
  > & { postId: number };

/**
 * Whether a post is in step with its linked translation: out of date when the translation was
 * saved after this post was last saved or marked up to date, with the translation as it was then
 * (`before`, null when no revision that old is kept) and as it is now.
 */
export type TranslationStatus = {
  source: { id: number; locale: Locale; slug: string; title: string; version: number };
  outOfDate: boolean;
  /** The version of the translation this post was last brought in step with. */
  seenVersion: number | null;
  syncedAt: string | null;
  before: PostRevision | null;
  after: PostRevision | null;
};
