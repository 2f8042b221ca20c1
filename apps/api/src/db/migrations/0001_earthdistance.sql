-- Distance search uses PostgreSQL's cube + earthdistance (bundled with PGlite as contrib extensions).
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "restaurants_earth_idx" ON "restaurants" USING gist (ll_to_earth("latitude", "longitude"));
