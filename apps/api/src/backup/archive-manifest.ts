import { AppError } from '@food/domain';
import { z } from 'zod';

// What a backup archive holds (docs/operations.md "Backup and restore"): manifest.json first, then
// database/<table>.jsonl (one row_to_json line per row), media/<file> (every uploaded picture's files)
// and secrets/ (what the installation generated itself). The manifest is the archive's table of
// contents: a restore trusts no file it does not list with the same size and sha256.

export const ARCHIVE_FORMAT = 'open-food-backup';
/** Raised when the layout changes in a way an older restore could not read. */
export const ARCHIVE_FORMAT_VERSION = 1;

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const MEDIA_FOLDER = 'media';
export const SECRETS_FOLDER = 'secrets';

const archivedFile = z.object({
  /** Inside the archive, `/`-separated. */
  path: z.string().regex(/^(database|media|secrets)\/[A-Za-z0-9][A-Za-z0-9._-]*$/),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().min(1),
  createdAt: z.string(),
  /** Where it was taken: the embedded PGlite or PostgreSQL (a restore works on either). */
  source: z.enum(['pglite', 'postgres']),
  /** The newest applied migration: a restore rebuilds the schema to exactly this level before loading. */
  migration: z.object({
    count: z.number().int().min(0),
    createdAt: z.number().int(),
    hash: z.string(),
    /** The migration's file name when this code knew it. */
    tag: z.string().nullable(),
  }),
  /** In load order (parents before the tables that reference them). */
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.string().min(1)).min(1),
      rows: z.number().int().min(0),
      file: z.string(),
    }),
  ),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string(), isCalled: z.boolean() })),
  files: z.array(archivedFile),
  /** Uploaded pictures the database names but the storage no longer had when the backup ran. */
  missingMedia: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ArchivedFile = z.infer<typeof archivedFile>;

/** The manifest of an unpacked archive, or a refusal saying what is wrong with it. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      'The archive has no readable manifest.json: it is not a backup of ours.',
    );
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== ARCHIVE_FORMAT) {
    throw new AppError(
      'BAD_REQUEST',
      'The archive is not an Open Food backup (manifest.json names no such format).',
    );
  }
  if (typeof format.formatVersion === 'number' && format.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new AppError(
      'BAD_REQUEST',
      `The archive is in backup format ${format.formatVersion}; this version reads format ${ARCHIVE_FORMAT_VERSION}. Restore it with the version that made it or a newer one.`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError(
      'BAD_REQUEST',
      `The archive's manifest.json is damaged (${issue.path.join('.') || 'manifest'}: ${issue.message}).`,
    );
  }
  return parsed.data;
}
