ALTER TABLE "foods" ADD COLUMN "is_out_of_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "is_out_of_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_restaurant_created_idx" ON "orders" USING btree ("restaurant_id","created_at");