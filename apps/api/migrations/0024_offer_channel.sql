-- Where an offer was extended from (mobile or web): SPEC.md §4 shows a mobile-made offer as
-- 'Candidate approved, processing offer'. Null for deals never offered (docs/decisions/0124-offer-channel.md).
ALTER TABLE "deals" ADD COLUMN "offer_channel" text;