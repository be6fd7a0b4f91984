/** The end-to-end suite serves the production build on its own port and data directory. */
export const E2E_PORT = 3107;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = ".e2e-data";

/** The first admin the test server creates from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: "admin@asastech.test", password: "Correct-Horse-Battery-9" } as const;

/** The OpenID Connect provider (oauth2-mock-server) the sign-in popup tests start on loopback. */
export const E2E_OIDC = {
  port: 3108,
  issuer: "http://localhost:3108",
  clientId: "asas-site",
  clientSecret: "asas-secret",
  name: "Asas SSO",
} as const;

/** The SMTP server the contact tests start on loopback; the test server sends lead e-mails there. */
export const E2E_SMTP_PORT = 3109;
