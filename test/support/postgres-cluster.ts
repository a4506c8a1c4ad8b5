import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Where the PostgreSQL server binaries are (Debian's layout first, then PATH's pg_ctl). */
export function postgresBinDir(): string | undefined {
  for (const version of ['17', '16', '15', '14']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(join(dir, 'initdb')) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A PostgreSQL server of the test's own in a temporary directory (`initdb`, `pg_ctl`), so the test can stop and
 * start it under a running app. PostgreSQL refuses to run as root: as root, it runs as the `postgres` user.
 */
export class TemporaryPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'uapp-pg-'));
  private readonly data = join(this.dir, 'data');
  private readonly asRoot = userInfo().uid === 0;

  constructor(
    readonly port: number,
    private readonly bin: string,
  ) {
    if (this.asRoot) chownSync(this.dir, uidOf('postgres'), gidOf('postgres'));
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(tool: string, args: string[]): void {
    const command = join(this.bin, tool);
    if (this.asRoot)
      execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe', cwd: this.dir });
    else execFileSync(command, args, { stdio: 'pipe', cwd: this.dir });
  }

  init(): void {
    mkdirSync(this.data, { recursive: false, mode: 0o700 });
    if (this.asRoot) chownSync(this.data, uidOf('postgres'), gidOf('postgres'));
    this.run('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    this.run('pg_ctl', ['-D', this.data, '-o', options, '-l', join(this.dir, 'log'), '-w', '-t', '60', 'start']);
  }

  /** `fast`: sessions end with 57P01 admin_shutdown, as in a restart; `immediate`: as in a crash. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  /** Stops it if it runs and removes the directory; never throws. */
  dispose(): void {
    try {
      if (existsSync(join(this.data, 'postmaster.pid'))) this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
}
function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
}
