CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"restaurant_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "status" text DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "cuisines" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "commission_rate" double precision;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "preparation_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "extra_preparation_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "polygon" jsonb;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "min_latitude" double precision;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "max_latitude" double precision;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "min_longitude" double precision;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "max_longitude" double precision;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "zone_id" uuid;--> statement-breakpoint
ALTER TABLE "riders" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "restaurant_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_restaurant_idx" ON "audit_log" USING btree ("restaurant_id","at");--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_status_check" CHECK ("status" IN ('DRAFT', 'PUBLISHED', 'UNPUBLISHED'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('CUSTOMER', 'RIDER', 'RESTAURANT', 'ADMIN', 'SUPPORT'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("status" IN ('NEW', 'APPROVED', 'REJECTED'));