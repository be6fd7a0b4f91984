/** The end-to-end suite serves the production build on its own port and data directory. */
export const E2E_PORT = 3107;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = ".e2e-data";
