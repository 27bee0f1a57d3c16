-- The media server looks an upload that waits for approval up by its
-- storage key (only the uploader and admins may see it until approved).
CREATE INDEX pending_images_storage_key_idx ON pending_images (storage_key);
