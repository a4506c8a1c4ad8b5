import type { DatabaseFacts } from './database-facts.js';

/** Where a restore goes: the embedded database's DATA_DIR or a PostgreSQL database, and UPLOADS_DIR. */
export interface RestoreTarget {
  /** For messages: `DATA_DIR /srv/uapp/data` or `the PostgreSQL database uapp at db:5432`. */
  readonly describe: string;
  /** Refuses a target that is not empty unless forced (then empties it); writes nothing when it refuses. */
  prepare(force: boolean): Promise<void>;
  /** Loads the database dump, all or nothing; answers the facts of the restored database. */
  load(file: string): Promise<DatabaseFacts>;
  /** After a failure: takes back what the restore wrote (the target was empty, or emptied by --force). */
  abandon(): Promise<void>;
  release(): void;
}
