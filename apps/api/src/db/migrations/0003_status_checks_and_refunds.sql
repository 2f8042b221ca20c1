ALTER TABLE "payments" ADD COLUMN "capture_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_status_check" CHECK ("order_status" IN ('PENDING', 'ACCEPTED', 'ASSIGNED', 'PICKED', 'DELIVERED', 'COMPLETED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('PENDING', 'PAID', 'FAILED', 'REFUND_PENDING', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" IN ('PENDING', 'PAID', 'FAILED', 'REFUND_PENDING', 'REFUNDED', 'APPROVED', 'MISMATCH'));