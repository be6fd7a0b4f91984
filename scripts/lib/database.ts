/** Prepares the database before the server starts (migrations, first admin, demo content). */
export async function prepareDatabase(): Promise<void> {
  // The post store arrives with the blog; until then there is nothing to prepare.
}
