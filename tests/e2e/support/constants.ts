/**
 * The end-to-end suite serves the production build on its own ports and data directory. Every port
 * is an offset from E2E_PORT_BASE (3100 unless set), so two checkouts can run their suites side by
 * side without meeting.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_PORT = PORT_BASE + 7;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = ".e2e-data";

/** Ports of the second servers that some scenarios start (see support/extra-server.ts). */
export const EXTRA_SERVER_PORTS = {
  outage: PORT_BASE + 17,
  lockout: PORT_BASE + 18,
  contactOutage: PORT_BASE + 19,
  /** nginx with deploy/nginx.conf in front of the test server. */
  nginx: PORT_BASE + 20,
  /** Two instances sharing one PostgreSQL database. */
  sharedFirst: PORT_BASE + 21,
  sharedSecond: PORT_BASE + 22,
  /** The server the hostile-requests table runs against, with its own log to read. */
  hostile: PORT_BASE + 23,
  bodies: PORT_BASE + 24,
  health: PORT_BASE + 25,
  restored: PORT_BASE + 26,
  /** The staff accounts journey (invitations and resets by e-mail), with its own SMTP server. */
  accounts: PORT_BASE + 27,
  accountsSmtp: PORT_BASE + 28,
  /** The site settings journey, which changes what every page shows, on data of its own. */
  settings: PORT_BASE + 29,
  /** Two instances keeping uploads in one S3-compatible bucket (s3rver), without a shared disk. */
  s3First: PORT_BASE + 40,
  s3Second: PORT_BASE + 41,
  /** The Next.js canary's server whose database is out of reach. */
  canary: PORT_BASE + 42,
  /** Booking the free assessment, with its own schedule, bookings and SMTP server. */
  assessments: PORT_BASE + 43,
  assessmentsSmtp: PORT_BASE + 44,
  /** Demo content removed and the company's registration filled in, on data of their own. */
  demo: PORT_BASE + 45,
} as const;

/** The first admin the test server creates from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: "admin@asastech.test", password: "Correct-Horse-Battery-9" } as const;

/** An editor the test server creates before it starts (scripts/e2e-server.ts): roles tests. */
export const E2E_EDITOR = {
  email: "editor@asastech.test",
  password: "Editor-Staple-Orbit-7",
  name: "Test Editor",
} as const;

/** The OpenID Connect provider (oauth2-mock-server) the sign-in popup tests start on loopback. */
export const E2E_OIDC = {
  port: PORT_BASE + 8,
  issuer: `http://localhost:${PORT_BASE + 8}`,
  clientId: "asas-site",
  clientSecret: "asas-secret",
  name: "Asas SSO",
} as const;

/** The SMTP server the contact tests start on loopback; the test server sends lead e-mails there. */
export const E2E_SMTP_PORT = PORT_BASE + 9;

/** A desktop browser's user agent, for raw requests that must not be taken for a bot's. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
