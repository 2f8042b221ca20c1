import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '@food/domain';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import type { MediaStorage } from '../adapters/storage/media-storage.ts';
import { JWT_SECRET_FILE } from '../config.ts';
import type { Db } from '../db/types.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  DATABASE_FOLDER,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  SECRETS_FOLDER,
  type ArchivedFile,
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
import { readCodeMigrations, readMigrationLevel } from './migration-level.ts';

export type BackupSummary = {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  mediaFiles: number;
  missingMedia: string[];
  secrets: string[];
};

/** Rows fetched per round trip while a table is written out. */
const FETCH_ROWS = 1000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes everything the installation would lose into one .tar.gz (docs/operations.md "Backup and
 * restore"): every table's rows, read in one repeatable-read snapshot so a backup of a running
 * PostgreSQL is consistent; the files of every uploaded picture, read through the storage in use
 * (DATA_DIR/media or the bucket); and the secret the server generated in DATA_DIR. The archive is
 * written beside its name and renamed into place, readable by its owner only: it holds password
 * hashes and the session-signing secret. Never overwrites an existing file.
 */
export async function backUpInstallation({
  db,
  driver,
  storage,
  dataDir,
  file,
  now = () => new Date(),
}: {
  db: Db;
  driver: 'pglite' | 'postgres';
  storage: MediaStorage;
  dataDir: string;
  file: string;
  now?: () => Date;
}): Promise<BackupSummary> {
  if (existsSync(file)) {
    throw new AppError(
      'BAD_REQUEST',
      `${file} exists already; a backup never overwrites a file, choose another name.`,
    );
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'open-food-backup-'));
  const partial = `${file}.partial`;
  try {
    await Promise.all(
      [DATABASE_FOLDER, MEDIA_FOLDER, SECRETS_FOLDER].map((folder) => mkdir(path.join(staging, folder))),
    );
    const files: ArchivedFile[] = [];
    const addFile = async (archivePath: string, body: Buffer) => {
      await writeFile(path.join(staging, archivePath), body, { mode: 0o600 });
      files.push({ path: archivePath, bytes: body.length, sha256: sha256(body) });
    };

    const snapshot = await db.transaction((tx) => readSnapshot(tx, staging), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    files.push(...snapshot.files);

    const missingMedia: string[] = [];
    for (const key of snapshot.mediaKeys) {
      const stored = await storage.get(key);
      if (stored) await addFile(`${MEDIA_FOLDER}/${key}`, stored.body);
      else missingMedia.push(key);
    }

    const secrets: string[] = [];
    const secretFile = path.join(dataDir, JWT_SECRET_FILE);
    if (existsSync(secretFile)) {
      await addFile(`${SECRETS_FOLDER}/${JWT_SECRET_FILE}`, await readFile(secretFile));
      secrets.push(JWT_SECRET_FILE);
    }

    const tag = readCodeMigrations().find((m) => m.createdAt === snapshot.migration.createdAt)?.tag ?? null;
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: now().toISOString(),
      source: driver,
      migration: { ...snapshot.migration, tag },
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files,
      missingMedia,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n', {
      mode: 0o600,
    });

    // Created owner-only before tar writes into it, so the secrets are never readable by others.
    await writeFile(partial, '', { mode: 0o600 });
    await chmod(partial, 0o600);
    // The manifest first, so a reader meets the table of contents before the rows it describes.
    await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      ...files.map((entry) => entry.path),
    ]);
    await rename(partial, file);
    return {
      file,
      bytes: (await stat(file)).size,
      tables: snapshot.tables.length,
      rows: snapshot.tables.reduce((sum, table) => sum + table.rows, 0),
      mediaFiles: snapshot.mediaKeys.length - missingMedia.length,
      missingMedia,
      secrets,
    };
  } finally {
    await rm(staging, { recursive: true, force: true });
    // A backup that failed leaves no half-written archive behind (after a success it is renamed away).
    await rm(partial, { force: true });
  }
}

/** Everything read from the database, inside the one snapshot. */
async function readSnapshot(db: Executor, staging: string) {
  const migration = await readMigrationLevel(db);
  if (!migration) {
    throw new AppError(
      'BAD_REQUEST',
      'The database has never been migrated: there is nothing to back up (check DATABASE_URL or DATA_DIR).',
    );
  }
  const tables: Manifest['tables'] = [];
  const files: ArchivedFile[] = [];
  for (const table of await readTables(db)) {
    const archivePath = `${DATABASE_FOLDER}/${table.name}.jsonl`;
    const written = await dumpTable(db, table.name, path.join(staging, archivePath));
    tables.push({ name: table.name, columns: table.columns, rows: written.rows, file: archivePath });
    files.push({ path: archivePath, bytes: written.bytes, sha256: written.sha256 });
  }
  const sequences: Manifest['sequences'] = [];
  for (const name of await readSequenceNames(db)) {
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(
      db,
      sql.raw(`select last_value::text as "last_value", is_called from public.${quoteIdent(name)}`),
    );
    sequences.push({ name, lastValue: state!.last_value, isCalled: state!.is_called });
  }
  // The files of every picture the database knows (images.variants), whichever storage holds them.
  const mediaKeys = (await tableExists(db, 'images'))
    ? (
        await rowsOf<{ file: string }>(
          db,
          sql`select distinct variant->>'file' as "file"
              from images, jsonb_array_elements(variants) as variant order by 1`,
        )
      ).map((row) => row.file)
    : [];
  return { migration, tables, files, sequences, mediaKeys };
}

/**
 * One table as JSON lines, PostgreSQL's own `row_to_json`: every type of ours (timestamps with their
 * offset, jsonb, arrays, bigints as digits) reads back exactly through json_populate_recordset on
 * PGlite or PostgreSQL alike, and no value passes through a JavaScript number. A cursor keeps memory
 * flat however large the table.
 */
async function dumpTable(db: Executor, table: string, target: string) {
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const handle = await open(target, 'wx', 0o600);
  try {
    await db.execute(
      sql.raw(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as "line" from public.${quoteIdent(table)} as t`,
      ),
    );
    for (;;) {
      const batch = await rowsOf<{ line: string }>(
        db,
        sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`),
      );
      if (batch.length === 0) break;
      const chunk = Buffer.from(batch.map((row) => `${row.line}\n`).join(''), 'utf8');
      hash.update(chunk);
      bytes += chunk.length;
      rows += batch.length;
      await handle.write(chunk);
    }
    await db.execute(sql`close backup_rows`);
  } finally {
    await handle.close();
  }
  return { rows, bytes, sha256: hash.digest('hex') };
}
