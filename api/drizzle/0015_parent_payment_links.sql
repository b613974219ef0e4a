ALTER TABLE "orders" ADD COLUMN "link_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_link_id_uq" ON "orders" USING btree ("link_id") WHERE "link_id" IS NOT NULL;
