ALTER TABLE "categories" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "available_days" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "available_from" integer;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "available_to" integer;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_available_from_check" CHECK ("foods"."available_from" between 0 and 1439);--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_available_to_check" CHECK ("foods"."available_to" between 0 and 1439);