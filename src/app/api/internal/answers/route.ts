import { answersHandler } from "@/server/redirects/api";

// POST /api/internal/answers: the front server's counts of 404s and redirects (front/answer-counts.mts).
export const POST = answersHandler;
