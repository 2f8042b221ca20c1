CREATE TABLE "payout_connect_accounts" (
	"party_kind" text NOT NULL,
	"party_id" uuid NOT NULL,
	"stripe_account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_connect_accounts_party_kind_check" CHECK ("party_kind" IN ('RESTAURANT', 'RIDER'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_event_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_event_kind_check";--> statement-breakpoint
CREATE UNIQUE INDEX "payout_connect_accounts_party_idx" ON "payout_connect_accounts" USING btree ("party_kind","party_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_event_kind_check" CHECK ("event_kind" IN ('PAYMENT_CAPTURED', 'CASH_COLLECTED', 'REFUND', 'RESTAURANT_SHARE', 'TAX', 'VOUCHER_COST', 'COMMISSION', 'DELIVERY_FEE', 'RIDER_FEE', 'TIP', 'PAYOUT', 'PAYOUT_PAID', 'PAYOUT_REVERSED'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_event_kind_check" CHECK ("event_kind" IN ('PAYMENT_CAPTURED', 'CASH_COLLECTED', 'REFUND', 'RESTAURANT_SHARE', 'TAX', 'VOUCHER_COST', 'COMMISSION', 'DELIVERY_FEE', 'RIDER_FEE', 'TIP', 'PAYOUT', 'PAYOUT_PAID', 'PAYOUT_REVERSED'));