CREATE TABLE "content_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("topic", "version") VALUES ('blog', 1), ('news', 1), ('resources', 1), ('carriers', 1);--> statement-breakpoint
-- A trigger rather than each writer: seeds, ingestion, routes and hand-run SQL all raise the
-- counter in the write's own transaction, so no process can see the rows without the new number.
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_versions" SET "version" = "version" + 1 WHERE "topic" = TG_ARGV[0];
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "blog_posts_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('blog');--> statement-breakpoint
CREATE TRIGGER "news_articles_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('news');--> statement-breakpoint
CREATE TRIGGER "download_resources_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "download_resources" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('resources');--> statement-breakpoint
CREATE TRIGGER "carriers_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carriers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('carriers');
