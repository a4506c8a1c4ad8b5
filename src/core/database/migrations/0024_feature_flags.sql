CREATE TABLE "feature_flag" (
	"key" text PRIMARY KEY NOT NULL,
	"stage" text DEFAULT 'next' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flag_stage_check" CHECK ("feature_flag"."stage" in ('live', 'next'))
);
