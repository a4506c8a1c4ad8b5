CREATE SEQUENCE "public"."parts_quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 50001 CACHE 1;--> statement-breakpoint
CREATE TABLE "company_product" (
	"company_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_product_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "part" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" text NOT NULL,
	"article_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"availability_days" integer DEFAULT 0 NOT NULL,
	"location" text NOT NULL,
	"image_id" text,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts_quote_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_quote_request_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "parts_quote_request_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"part_id" uuid,
	"article_number" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_manual" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_manual_topic" (
	"id" text PRIMARY KEY NOT NULL,
	"manual_id" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_product" ADD CONSTRAINT "company_product_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_product" ADD CONSTRAINT "company_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part" ADD CONSTRAINT "part_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part" ADD CONSTRAINT "part_image_id_media_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_quote_request" ADD CONSTRAINT "parts_quote_request_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_quote_request" ADD CONSTRAINT "parts_quote_request_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_quote_request_line" ADD CONSTRAINT "parts_quote_request_line_quote_request_id_parts_quote_request_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."parts_quote_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_quote_request_line" ADD CONSTRAINT "parts_quote_request_line_part_id_part_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."part"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_manual" ADD CONSTRAINT "product_manual_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_manual_topic" ADD CONSTRAINT "product_manual_topic_manual_id_product_manual_id_fk" FOREIGN KEY ("manual_id") REFERENCES "public"."product_manual"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_product_product_idx" ON "company_product" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "part_article_number_idx" ON "part" USING btree ("article_number");--> statement-breakpoint
CREATE INDEX "part_product_idx" ON "part" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "parts_quote_request_company_idx" ON "parts_quote_request" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "parts_quote_request_line_request_idx" ON "parts_quote_request_line" USING btree ("quote_request_id","sort_index");--> statement-breakpoint
CREATE INDEX "product_manual_product_idx" ON "product_manual" USING btree ("product_id","sort_index");--> statement-breakpoint
CREATE INDEX "product_manual_topic_manual_idx" ON "product_manual_topic" USING btree ("manual_id","sort_index");