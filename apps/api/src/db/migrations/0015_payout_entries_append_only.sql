-- Custom SQL migration file, put your code below! --
-- Which payout settled an entry is as permanent as the entry (docs/money.md#payouts): the ledger's own
-- refusal (0013) guards payout_entries too, so an entry cannot be released and paid a second time.
CREATE TRIGGER payout_entries_append_only BEFORE UPDATE OR DELETE ON payout_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
