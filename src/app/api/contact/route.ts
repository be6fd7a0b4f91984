import { submitContact } from "@/server/leads/submit";

// POST /api/contact: the contact form.
export const POST = submitContact;
