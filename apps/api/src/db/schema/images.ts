import { check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from '../check-one-of.ts';
import { users } from './users.ts';

/** What an uploaded picture is for; each kind has its own shape and sizes (modules/images/image-variants.ts). */
export const IMAGE_KINDS = ['logo', 'cover', 'dish'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** One stored file of an image: a size in a format. */
export type ImageVariant = {
  file: string;
  format: 'avif' | 'webp';
  width: number;
  height: number;
  bytes: number;
};

// Every uploaded picture (docs/admin.md "Images"). The id is the hash of the kind and the uploaded
// bytes, so the same file uploaded twice is one row and one set of files. Restaurants and foods hold
// the image's url (/media/<id>-<w>x<h>.webp), not this id: the row says which files belong to it, so
// releaseImage can remove them all once nothing shows the picture any more.
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<ImageKind>().notNull(),
    // The largest variant's size (what the url names).
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    // Renewed when the same content is uploaded again: the unused-image sweep counts from the last upload.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('images_kind_check', oneOf('kind', IMAGE_KINDS))],
);
