CREATE TABLE "installed_machine" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"location_code" text NOT NULL,
	"location_label" text NOT NULL,
	"commissioned_on" date NOT NULL,
	"warranty_ends_on" date NOT NULL,
	"service_contract_id" text,
	"software_version" text DEFAULT '' NOT NULL,
	"ticket_machine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "installed_machine" ADD CONSTRAINT "installed_machine_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_machine" ADD CONSTRAINT "installed_machine_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_machine" ADD CONSTRAINT "installed_machine_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installed_machine" ADD CONSTRAINT "installed_machine_service_contract_id_product_id_fk" FOREIGN KEY ("service_contract_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "installed_machine_company_serial_idx" ON "installed_machine" USING btree ("company_id","serial_number");--> statement-breakpoint
CREATE INDEX "installed_machine_product_idx" ON "installed_machine" USING btree ("product_id");