import { auditHandler } from "@/server/auth/accounts-api";

// GET /api/audit?user=&action=&page=: the audit log. Administrators only.
export const GET = auditHandler;
