CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_kind" text NOT NULL,
	"account_owner" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" uuid,
	"event_kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_account_kind_check" CHECK ("account_kind" IN ('PROVIDER', 'RIDER_CASH', 'RESTAURANT_CASH', 'ORDER_CLEARING', 'RESTAURANT_PAYABLE', 'RIDER_PAYABLE', 'PLATFORM_REVENUE')),
	CONSTRAINT "ledger_entries_event_kind_check" CHECK ("event_kind" IN ('PAYMENT_CAPTURED', 'CASH_COLLECTED', 'REFUND', 'RESTAURANT_SHARE', 'TAX', 'VOUCHER_COST', 'COMMISSION', 'DELIVERY_FEE', 'RIDER_FEE', 'TIP')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"event_kind" text NOT NULL,
	"order_id" uuid,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transactions_event_kind_check" CHECK ("event_kind" IN ('PAYMENT_CAPTURED', 'CASH_COLLECTED', 'REFUND', 'RESTAURANT_SHARE', 'TAX', 'VOUCHER_COST', 'COMMISSION', 'DELIVERY_FEE', 'RIDER_FEE', 'TIP'))
);
--> statement-breakpoint
ALTER TABLE "configuration" ADD COLUMN "default_commission_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuration" ADD COLUMN "rider_fee_per_delivery" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuration" ADD COLUMN "rider_fee_per_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuration" ADD COLUMN "unassigned_alert_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_kind","account_owner","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_order_idx" ON "ledger_transactions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "configuration" ADD CONSTRAINT "configuration_unassigned_alert_minutes_check" CHECK ("unassigned_alert_minutes" between 1 and 240);