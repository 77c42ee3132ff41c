/**
 * postgres.js's notice handler: a server NOTICE (a migration's "relation already exists, skipping")
 * is information, not a problem, and would only be noise in the log.
 */
export function ignoreNotice(): void {
  // nothing to do, on purpose (see above)
}
