"use client";

// The signed-in area's and sign-in pages' error screen, inside the site's frame
// (src/components/site/error-boundary.tsx).
export { default } from "@/components/site/error-boundary";
