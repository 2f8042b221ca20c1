import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { AppError } from '@food/domain';
import { sql } from 'drizzle-orm';
import { extract as extractTar } from 'tar';
import type { MediaStorage } from '../adapters/storage/media-storage.ts';
import { contentTypeOfKey } from '../adapters/storage/media-storage.ts';
import { JWT_SECRET_FILE } from '../config.ts';
import type { Db } from '../db/types.ts';
import {
  MANIFEST_FILE,
  MEDIA_FOLDER,
  SECRETS_FOLDER,
  parseManifest,
  type Manifest,
} from './archive-manifest.ts';
import {
  quoteIdent,
  readSequenceNames,
  readTables,
  rowsOf,
  tableExists,
  type Executor,
} from './database-shape.ts';
import { applyMigrations, readCodeMigrations, readMigrationLevel } from './migration-level.ts';

export type RestoreSummary = {
  tables: number;
  rows: number;
  mediaFiles: number;
  secrets: string[];
  /** The archive's migration and the code's, when the restore carried the rows forward. */
  migratedFrom: string;
  migratedTo: string;
};

/** What makes a database a city's: any of these holding a row refuses a restore without --force. */
const OCCUPIED_TABLES = [
  ['users', 'account'],
  ['orders', 'order'],
  ['restaurants', 'restaurant'],
] as const;

/** A batch of rows sent as one INSERT: bounded in rows and in bytes (a menu's jsonb can be long). */
const BATCH_ROWS = 1000;
const BATCH_BYTES = 1_000_000;

/**
 * Restores an archive of backUpInstallation into this installation (docs/operations.md "Backup and
 * restore"). Everything is checked before anything is written: the manifest, every file's size and
 * sha256, that this code knows the archive's migration, and that the database holds no account,
 * order or restaurant (`force` replaces them). Then the pictures go into the storage, and the
 * database is rebuilt in one transaction: its schema brought to the archive's migration level, every
 * table emptied and loaded, the id sequences set, the row counts checked, the newer migrations
 * applied. A failure rolls the database back untouched. Last, the generated secret goes to DATA_DIR so
 * sessions signed before the backup stay valid.
 */
export async function restoreInstallation({
  db,
  storage,
  dataDir,
  file,
  force = false,
}: {
  db: Db;
  storage: MediaStorage;
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new AppError('NOT_FOUND', `There is no archive at ${file}.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'open-food-restore-'));
  try {
    await unpack(file, staging);
    const manifest = parseManifest(await readFile(path.join(staging, MANIFEST_FILE), 'utf8'));
    await verifyFiles(staging, manifest);
    const levels = migrationLevels(manifest);

    // Checked before the pictures are written, and again inside the transaction.
    await refuseOccupied(db, force);
    const mediaFiles = manifest.files.filter((entry) => entry.path.startsWith(`${MEDIA_FOLDER}/`));
    for (const entry of mediaFiles) {
      const key = entry.path.slice(MEDIA_FOLDER.length + 1);
      const body = await readFile(path.join(staging, entry.path));
      await storage.put({ key, body, contentType: contentTypeOfKey(key) });
    }

    await db.transaction((tx) => restoreDatabase(tx, { staging, manifest, force, levels }));

    const secrets: string[] = [];
    const secret = manifest.files.find((entry) => entry.path === `${SECRETS_FOLDER}/${JWT_SECRET_FILE}`);
    if (secret) {
      await mkdir(dataDir, { recursive: true });
      const target = path.join(dataDir, JWT_SECRET_FILE);
      await writeFile(target, await readFile(path.join(staging, secret.path)), { mode: 0o600 });
      await chmod(target, 0o600);
      secrets.push(JWT_SECRET_FILE);
    }
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      mediaFiles: mediaFiles.length,
      secrets,
      migratedFrom: levels.archiveTag,
      migratedTo: levels.codeTag,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function unpack(file: string, staging: string) {
  try {
    // strict: a damaged entry fails the restore rather than being skipped; node-tar refuses paths
    // that would leave `staging` (absolute, `..`) on its own, and only plain files are taken, so no
    // link can make a listed name read something outside the archive.
    await extractTar({
      file,
      cwd: staging,
      strict: true,
      filter: (_path, entry) => !('type' in entry) || entry.type === 'File',
    });
  } catch (error) {
    throw new AppError(
      'BAD_REQUEST',
      `${file} could not be unpacked as a .tar.gz (${(error as Error).message}); it is damaged or not a backup.`,
    );
  }
  if (!existsSync(path.join(staging, MANIFEST_FILE))) {
    throw new AppError('BAD_REQUEST', `${file} holds no manifest.json: it is not a backup of ours.`);
  }
}

/** Every listed file is there with its size and hash; nothing is restored from a damaged archive. */
async function verifyFiles(staging: string, manifest: Manifest) {
  for (const entry of manifest.files) {
    const read = await hashOf(path.join(staging, entry.path));
    if (!read)
      throw new AppError('BAD_REQUEST', `The archive lacks ${entry.path}, which its manifest lists.`);
    if (read.bytes !== entry.bytes || read.sha256 !== entry.sha256) {
      throw new AppError(
        'BAD_REQUEST',
        `${entry.path} in the archive does not match its checksum: the archive is damaged.`,
      );
    }
  }
  for (const table of manifest.tables) {
    if (!manifest.files.some((entry) => entry.path === table.file)) {
      throw new AppError(
        'BAD_REQUEST',
        `The manifest names ${table.file} for ${table.name} but lists no such file.`,
      );
    }
  }
}

/** A file's size and sha256, read as a stream (a table's rows may be large); null when it is absent. */
async function hashOf(file: string): Promise<{ bytes: number; sha256: string } | null> {
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
  } catch {
    return null;
  }
  return { bytes, sha256: hash.digest('hex') };
}

type Levels = { archive: number; code: number; archiveTag: string; codeTag: string };

/** The archive's migration must be one of this code's: never newer, never from another history. */
function migrationLevels(manifest: Manifest): Levels {
  const code = readCodeMigrations();
  const newest = code.at(-1)!;
  const archived = manifest.migration;
  const name = archived.tag ?? `of ${new Date(archived.createdAt).toISOString()}`;
  if (archived.createdAt > newest.createdAt) {
    throw new AppError(
      'BAD_REQUEST',
      `The archive was made by a newer version (migration ${name}; this code's newest is ${newest.tag}). Restore it with that version or a newer one.`,
    );
  }
  const known = code.find((migration) => migration.createdAt === archived.createdAt);
  if (!known) {
    throw new AppError(
      'BAD_REQUEST',
      `The archive's database is at migration ${name}, which this code does not have; restore it with the version that made it.`,
    );
  }
  return { archive: known.createdAt, code: newest.createdAt, archiveTag: known.tag, codeTag: newest.tag };
}

async function refuseOccupied(db: Executor, force: boolean) {
  if (force) return;
  const found: string[] = [];
  for (const [table, noun] of OCCUPIED_TABLES) {
    if (!(await tableExists(db, table))) continue;
    const [row] = await rowsOf<{ count: number }>(
      db,
      sql.raw(`select count(*)::int as "count" from public.${quoteIdent(table)}`),
    );
    if (row && row.count > 0) found.push(`${row.count} ${noun}${row.count === 1 ? '' : 's'}`);
  }
  if (found.length > 0) {
    throw new AppError(
      'BAD_REQUEST',
      `The database is not empty (${found.join(', ')}); nothing was changed. Restore into an empty installation ` +
        '(a new database, or an empty DATA_DIR), or pass --force to replace everything in this one with the archive.',
    );
  }
}

async function restoreDatabase(
  tx: Executor,
  {
    staging,
    manifest,
    force,
    levels,
  }: { staging: string; manifest: Manifest; force: boolean; levels: Levels },
) {
  await refuseOccupied(tx, force);
  const target = await readMigrationLevel(tx);
  const code = readCodeMigrations();
  let after = target?.createdAt ?? null;
  // A schema ahead of the archive (a fresh start of newer code) or from another history cannot take the
  // archive's rows: it is dropped and rebuilt at the archive's level. It holds nothing of a city here.
  if (target && (target.createdAt > levels.archive || !code.some((m) => m.createdAt === target.createdAt))) {
    await dropAppTables(tx);
    after = null;
  }
  await applyMigrations(tx, { after, upTo: levels.archive });

  const shapes = new Map((await readTables(tx)).map((table) => [table.name, table]));
  if (shapes.size > 0) {
    await tx.execute(
      sql.raw(
        `truncate table ${[...shapes.keys()].map((name) => `public.${quoteIdent(name)}`).join(', ')} restart identity cascade`,
      ),
    );
  }
  for (const table of manifest.tables) {
    const shape = shapes.get(table.name);
    const missing = shape ? table.columns.filter((column) => !shape.columns.includes(column)) : [];
    if (!shape || missing.length > 0) {
      throw new AppError(
        'BAD_REQUEST',
        `The archive's ${table.name}${shape ? ` columns ${missing.join(', ')}` : ''} do not exist at its own migration level: the archive does not match its manifest.`,
      );
    }
    await loadTable(tx, {
      table,
      identityAlways: shape.identityAlways,
      file: path.join(staging, table.file),
    });
  }
  const sequences = new Set(await readSequenceNames(tx));
  for (const sequence of manifest.sequences) {
    if (!sequences.has(sequence.name)) continue;
    await tx.execute(
      sql`select setval(${`public.${quoteIdent(sequence.name)}`}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
    );
  }
  for (const table of manifest.tables) {
    const [row] = await rowsOf<{ count: number }>(
      tx,
      sql.raw(`select count(*)::int as "count" from public.${quoteIdent(table.name)}`),
    );
    if (row?.count !== table.rows) {
      throw new Error(
        `Restored ${row?.count} rows into ${table.name}, the archive holds ${table.rows}; rolled back.`,
      );
    }
  }
  await applyMigrations(tx, { after: levels.archive, upTo: levels.code });
}

/** Loads one table's JSON lines in batches; PostgreSQL turns each JSON value back into its column's type. */
async function loadTable(
  tx: Executor,
  {
    table,
    identityAlways,
    file,
  }: { table: Manifest['tables'][number]; identityAlways: boolean; file: string },
) {
  const columns = table.columns.map(quoteIdent).join(', ');
  const name = `public.${quoteIdent(table.name)}`;
  const insert = (lines: string[]) =>
    tx.execute(
      sql`${sql.raw(`insert into ${name} (${columns}) ${identityAlways ? 'overriding system value ' : ''}select ${columns} from json_populate_recordset(null::${name}, `)}${`[${lines.join(',')}]`}${sql.raw('::json)')}`,
    );
  let batch: string[] = [];
  let bytes = 0;
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
}

/** Drops the app's tables, sequences and functions and the migration bookkeeping; the extensions stay. */
async function dropAppTables(tx: Executor) {
  const tables = await rowsOf<{ name: string }>(
    tx,
    sql`select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')
          and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
            and d.objid = c.oid and d.deptype = 'e')`,
  );
  if (tables.length > 0) {
    await tx.execute(
      sql.raw(`drop table ${tables.map((table) => `public.${quoteIdent(table.name)}`).join(', ')} cascade`),
    );
  }
  for (const name of await readSequenceNames(tx)) {
    await tx.execute(sql.raw(`drop sequence public.${quoteIdent(name)}`));
  }
  // The functions our migrations made (the ledger's triggers, 0013): replaying them would meet these.
  const functions = await rowsOf<{ signature: string }>(
    tx,
    sql`select p.oid::regprocedure::text as "signature" from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
            and d.objid = p.oid and d.deptype = 'e')`,
  );
  for (const { signature } of functions) await tx.execute(sql.raw(`drop function ${signature} cascade`));
  await tx.execute(sql`drop table if exists drizzle.__drizzle_migrations`);
}
