import { notFound } from "next/navigation";

// Any path without a route of its own (spec §8 "Unknown route").
export default function UnknownRoute() {
  notFound();
}
