CREATE TABLE "media_image" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alternative_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"thumbnail_image_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "stored_file_version" (
	"file_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_version_file_id_language_pk" PRIMARY KEY("file_id","language")
);
--> statement-breakpoint
CREATE TABLE "capability" (
	"id" text PRIMARY KEY NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"classification_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"type" text DEFAULT 'product' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"supported_countries" text[] DEFAULT '{}' NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"long_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"video_url" text,
	"video_thumbnail_image_id" text,
	"video_alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_capability" (
	"product_id" text NOT NULL,
	"capability_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_capability_product_id_capability_id_pk" PRIMARY KEY("product_id","capability_id")
);
--> statement-breakpoint
CREATE TABLE "product_classification" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"slug" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"image_id" text,
	"supported_countries" text[] DEFAULT '{}' NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_file" (
	"product_id" text NOT NULL,
	"file_id" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_file_product_id_file_id_pk" PRIMARY KEY("product_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "product_highlight" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"short_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"long_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_id" text,
	"video_url" text,
	"video_image_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_image" (
	"product_id" text NOT NULL,
	"image_id" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_image_product_id_image_id_pk" PRIMARY KEY("product_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "product_relation" (
	"product_id" text NOT NULL,
	"related_product_id" text NOT NULL,
	"type" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_relation_product_id_related_product_id_type_pk" PRIMARY KEY("product_id","related_product_id","type")
);
--> statement-breakpoint
CREATE TABLE "product_specification" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"key" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"value" text NOT NULL,
	"unit" text,
	"measurement_system" text DEFAULT 'None' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variant" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"name_metric" text NOT NULL,
	"name_imperial" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file" ADD CONSTRAINT "stored_file_thumbnail_image_id_media_image_id_fk" FOREIGN KEY ("thumbnail_image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_version" ADD CONSTRAINT "stored_file_version_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capability" ADD CONSTRAINT "capability_image_id_media_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_classification_id_product_classification_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."product_classification"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_video_thumbnail_image_id_media_image_id_fk" FOREIGN KEY ("video_thumbnail_image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_capability" ADD CONSTRAINT "product_capability_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_capability" ADD CONSTRAINT "product_capability_capability_id_capability_id_fk" FOREIGN KEY ("capability_id") REFERENCES "public"."capability"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_classification" ADD CONSTRAINT "product_classification_parent_id_product_classification_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_classification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_classification" ADD CONSTRAINT "product_classification_image_id_media_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_file" ADD CONSTRAINT "product_file_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_file" ADD CONSTRAINT "product_file_file_id_stored_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_highlight" ADD CONSTRAINT "product_highlight_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_highlight" ADD CONSTRAINT "product_highlight_image_id_media_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_highlight" ADD CONSTRAINT "product_highlight_video_image_id_media_image_id_fk" FOREIGN KEY ("video_image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_image_id_media_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_image"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relation" ADD CONSTRAINT "product_relation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_relation" ADD CONSTRAINT "product_relation_related_product_id_product_id_fk" FOREIGN KEY ("related_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specification" ADD CONSTRAINT "product_specification_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specification" ADD CONSTRAINT "product_specification_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant" ADD CONSTRAINT "product_variant_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_file_version_file_idx" ON "stored_file_version" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "product_classification_idx" ON "product" USING btree ("classification_id");--> statement-breakpoint
CREATE INDEX "product_capability_cap_idx" ON "product_capability" USING btree ("capability_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_classification_parent_slug_idx" ON "product_classification" USING btree ("parent_id","slug");--> statement-breakpoint
CREATE INDEX "product_highlight_product_idx" ON "product_highlight" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_specification_product_idx" ON "product_specification" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_variant_product_idx" ON "product_variant" USING btree ("product_id");