ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
-- Backfill: before this column, a customer's own cancel was the only one with this reason; every other cancelled order was declined by its restaurant.
UPDATE "orders" SET "cancelled_by" = CASE WHEN "reason" = 'Cancelled by the customer' THEN 'CUSTOMER' ELSE 'RESTAURANT' END WHERE "order_status" = 'CANCELLED';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_check" CHECK ("cancelled_by" IN ('CUSTOMER', 'RESTAURANT'));