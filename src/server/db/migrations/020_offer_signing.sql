-- Signing an offer's acceptance, a claim's changes and the documents a bank gives the client to sign
-- (docs/offers-and-claims.md «Подписание предложения и документов").

-- The bank may ask for a signed acceptance of one offer version through its API, whatever its setting
-- (config/banks.json offer_requires_signature); signed_at is when every document of the accepted offer
-- carried the applicant's verified signature and the sub-request moved on by offer_signed.
alter table bg_offer add column requires_signature boolean not null default false;
alter table bg_offer add column signed_at timestamptz;

-- Documents a bank posts for the client to sign: with an offer (signed with its acceptance) and at any
-- later point of the deal (additional documents). signed_at is when the platform told the bank the
-- document was signed (documents_signed, offer_accepted in its outbox): a document without it still
-- waits for the client.
alter table bg_bank_document drop constraint bg_bank_document_kind_check;
alter table bg_bank_document add constraint bg_bank_document_kind_check
  check (kind in ('guarantee', 'contract', 'draft_agreement', 'claim_document', 'offer_document', 'additional_document', 'other'));
alter table bg_bank_document add column signed_at timestamptz;
