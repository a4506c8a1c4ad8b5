-- Custom SQL migration file, put your code below! --
-- Search (modules/search): trigram similarity for typo tolerance; the index on search_document.title needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
