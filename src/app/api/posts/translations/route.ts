import { translationCandidatesHandler } from "@/server/posts/api";

export const GET = translationCandidatesHandler;
