CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"note" text,
	CONSTRAINT "order_events_status_check" CHECK ("status" IN ('PENDING', 'ACCEPTED', 'ASSIGNED', 'PICKED', 'DELIVERED', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "order_events_actor_role_check" CHECK ("actor_role" IN ('CUSTOMER', 'RESTAURANT', 'RIDER', 'ADMIN', 'SUPPORT', 'SYSTEM'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_cancelled_by_check";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_check" CHECK ("cancelled_by" IN ('CUSTOMER', 'RESTAURANT', 'OPERATOR'));