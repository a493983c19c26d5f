CREATE TABLE "release_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"seq" integer NOT NULL,
	"manifest_url" text NOT NULL,
	"build_version" text DEFAULT '' NOT NULL,
	"manifest_hash" text DEFAULT '' NOT NULL,
	"released_by" text NOT NULL,
	"is_rollback" boolean DEFAULT false NOT NULL,
	"previous_id" integer,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_previous_id_remote_releases_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_remote_seq_idx" ON "remote_releases" USING btree ("remote","seq");