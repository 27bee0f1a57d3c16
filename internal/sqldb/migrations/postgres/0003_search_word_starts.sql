-- search_text starts with a space so that a short word can be matched at the
-- start of a word (' oz') through the trigram index. Keep in step with
-- sqlite/0003_search_word_starts.sql.
UPDATE books SET search_text = ' ' || search_text WHERE search_text NOT LIKE ' %';
UPDATE authors SET search_text = ' ' || search_text WHERE search_text NOT LIKE ' %';
UPDATE events SET search_text = ' ' || search_text WHERE search_text NOT LIKE ' %';
