-- Mail Message-ID (SQLite). Keep in step with postgres/0009_mail_message_id.sql.
-- message_id: the Message-ID of a mail, chosen when it is queued, so that
-- every attempt to send it carries the same one (a mail delivered but not
-- marked is sent again after its lease; receivers drop the duplicate).
-- Mails queued before this migration take their row id, which is unique too.

ALTER TABLE mail_outbox ADD COLUMN message_id TEXT NOT NULL DEFAULT '';
UPDATE mail_outbox SET message_id = id;
CREATE UNIQUE INDEX mail_outbox_message_id_idx ON mail_outbox (message_id);
