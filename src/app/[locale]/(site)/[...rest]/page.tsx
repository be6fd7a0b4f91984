import { notFound } from "next/navigation";
import { connection } from "next/server";

// Any path without a route of its own (spec §8 "Unknown route"), answered per request.
export const instant = false;

export default async function UnknownRoute({ params }: PageProps<"/[locale]/[...rest]">) {
  // Answered per request, before anything is sent, so the 404 status is the first thing out.
  await connection();
  await params;
  notFound();
}
