CREATE TABLE "payout_entries" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party_kind" text NOT NULL,
	"party_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"adapter" text NOT NULL,
	"provider_reference" text,
	"failure_reason" text,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "payouts_party_kind_check" CHECK ("party_kind" IN ('RESTAURANT', 'RIDER')),
	CONSTRAINT "payouts_status_check" CHECK ("status" IN ('PENDING', 'PAID', 'FAILED')),
	CONSTRAINT "payouts_adapter_check" CHECK ("adapter" IN ('manual', 'stripe'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_event_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_event_kind_check";--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_entries_payout_idx" ON "payout_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_idx" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_party_idx" ON "payouts" USING btree ("party_kind","party_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_kind_check" CHECK ("account_kind" IN ('PROVIDER', 'RIDER_CASH', 'RESTAURANT_CASH', 'ORDER_CLEARING', 'RESTAURANT_PAYABLE', 'RIDER_PAYABLE', 'PLATFORM_REVENUE', 'PAYOUT_PENDING', 'PAID_OUT'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_kind_check" CHECK ("event_kind" IN ('PAYMENT_CAPTURED', 'CASH_COLLECTED', 'REFUND', 'RESTAURANT_SHARE', 'TAX', 'VOUCHER_COST', 'COMMISSION', 'DELIVERY_FEE', 'RIDER_FEE', 'TIP', 'PAYOUT', 'PAYOUT_PAID'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_event_kind_check" CHECK ("event_kind" IN ('PAYMENT_CAPTURED', 'CASH_COLLECTED', 'REFUND', 'RESTAURANT_SHARE', 'TAX', 'VOUCHER_COST', 'COMMISSION', 'DELIVERY_FEE', 'RIDER_FEE', 'TIP', 'PAYOUT', 'PAYOUT_PAID'));