-- The e-invoice profile frozen with an order's parties (keep in step with
-- the other dialect's 0048_invoice_profile.sql). At checkout the integrator
-- is asked whether a Kurumsal buyer's VKN is registered for e-Fatura:
-- TEMELFATURA to its inbox (einvoice_alias) when it is, EARSIVFATURA
-- otherwise and for every Bireysel buyer. taxpayer_check says how the
-- profile was settled: 'not_needed' (Bireysel), 'answered' (the integrator
-- answered) or 'unchecked' (it did not answer in time; the invoice side
-- asks again before sending).
ALTER TABLE order_parties ADD COLUMN invoice_profile TEXT NOT NULL DEFAULT 'EARSIVFATURA'
    CHECK (invoice_profile IN ('EARSIVFATURA', 'TEMELFATURA'));
ALTER TABLE order_parties ADD COLUMN einvoice_alias TEXT NOT NULL DEFAULT '';
ALTER TABLE order_parties ADD COLUMN taxpayer_check TEXT NOT NULL DEFAULT 'unchecked'
    CHECK (taxpayer_check IN ('not_needed', 'answered', 'unchecked'));

-- Orders placed before: a Bireysel one needs no check; a Kurumsal one was
-- never asked about.
UPDATE order_parties SET taxpayer_check = 'not_needed' WHERE invoice_type = 'individual';
