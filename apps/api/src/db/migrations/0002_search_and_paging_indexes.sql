-- Substring search on names and category titles uses trigram indexes (pg_trgm: PostgreSQL contrib, bundled with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "categories_title_trgm_idx" ON "categories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_delivery_radius_idx" ON "restaurants" USING btree ("delivery_radius_km");--> statement-breakpoint
CREATE INDEX "restaurants_name_trgm_idx" ON "restaurants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "favourites_user_newest_idx" ON "favourites" USING btree ("user_id","created_at","restaurant_id");