-- Issue 28 (docs/decisions/815-estimate-item-pictures.md): the agency adds pictures to a project's items on the desk
-- (the hotel, the hall, the coach it quotes). `project_items.pictures` (0427) holds their addresses on the site; at
-- most four per item, each an address of a picture kept in content_images. The constraint makes a fifth impossible
-- even when two agents upload at once.
ALTER TABLE project_items ADD CONSTRAINT project_items_pictures_check
  CHECK (jsonb_typeof(pictures) = 'array' AND jsonb_array_length(pictures) <= 4);
