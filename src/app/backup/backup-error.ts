/**
 * A failure the operator can act on (a running server, a target that is not empty, an unreadable backup): the
 * command prints its message as one line and exits with 1, having written nothing it was not asked to.
 */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
