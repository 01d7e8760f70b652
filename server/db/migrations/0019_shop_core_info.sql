CREATE TABLE "core_info_exclusions" (
	"branch_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"branch_id" integer,
	"interbank_key" text NOT NULL,
	"account_number" text NOT NULL,
	"bank_id" integer NOT NULL,
	"name_receiver" text NOT NULL,
	"identifying_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_bank_accounts_owner_unique" UNIQUE NULLS NOT DISTINCT("shop_id","branch_id"),
	CONSTRAINT "shop_bank_accounts_digits_check" CHECK ("shop_bank_accounts"."interbank_key" ~ '^[0-9]{18,20}$' and "shop_bank_accounts"."account_number" ~ '^[0-9]{10,15}$')
);
--> statement-breakpoint
CREATE TABLE "shop_core_info" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"more_than_one" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_taxpayers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"branch_id" integer,
	"taxpayer" text NOT NULL,
	"rfc" text NOT NULL,
	"taxpayer_file" text NOT NULL,
	"taxpayer_file_name" text NOT NULL,
	"address_file" text NOT NULL,
	"address_file_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_taxpayers_owner_unique" UNIQUE NULLS NOT DISTINCT("shop_id","branch_id")
);
--> statement-breakpoint
-- The banks' legal names (spec 1 §3 Bank list item `razon_social`), as each institution is registered; the
-- column is filled before it becomes NOT NULL, as migration 0011 inserted the banks.
ALTER TABLE "banks" ADD COLUMN "razon_social" text;--> statement-breakpoint
UPDATE "banks" SET "razon_social" = v.razon_social FROM (VALUES
	(1, 'Banco Nacional de México, S.A., Integrante del Grupo Financiero Banamex'),
	(2, 'Banco Nacional de Comercio Exterior, S.N.C., Institución de Banca de Desarrollo'),
	(3, 'Banco Nacional de Obras y Servicios Públicos, S.N.C., Institución de Banca de Desarrollo'),
	(4, 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México'),
	(5, 'Banco Santander México, S.A., Institución de Banca Múltiple, Grupo Financiero Santander México'),
	(6, 'Banco Nacional del Ejército, Fuerza Aérea y Armada, S.N.C., Institución de Banca de Desarrollo'),
	(7, 'HSBC México, S.A., Institución de Banca Múltiple, Grupo Financiero HSBC'),
	(8, 'Banco del Bajío, S.A., Institución de Banca Múltiple'),
	(9, 'Banco Inbursa, S.A., Institución de Banca Múltiple, Grupo Financiero Inbursa'),
	(10, 'Banca Mifel, S.A., Institución de Banca Múltiple, Grupo Financiero Mifel'),
	(11, 'Scotiabank Inverlat, S.A., Institución de Banca Múltiple, Grupo Financiero Scotiabank Inverlat'),
	(12, 'Banco Regional, S.A., Institución de Banca Múltiple, Banregio Grupo Financiero'),
	(13, 'Banco Invex, S.A., Institución de Banca Múltiple, Invex Grupo Financiero'),
	(14, 'Bansi, S.A., Institución de Banca Múltiple'),
	(15, 'Banca Afirme, S.A., Institución de Banca Múltiple, Afirme Grupo Financiero'),
	(16, 'Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte'),
	(17, 'Bank of America Mexico, S.A., Institución de Banca Múltiple'),
	(18, 'MUFG Bank Mexico, S.A.'),
	(19, 'Banco J.P. Morgan, S.A., Institución de Banca Múltiple, J.P. Morgan Grupo Financiero'),
	(20, 'Banco Monex, S.A., Institución de Banca Múltiple, Monex Grupo Financiero'),
	(21, 'Banco Ve por Más, S.A., Institución de Banca Múltiple, Grupo Financiero Ve por Más'),
	(22, 'Banco Azteca, S.A., Institución de Banca Múltiple'),
	(23, 'Banco Autofin México, S.A., Institución de Banca Múltiple'),
	(24, 'Barclays Bank México, S.A., Institución de Banca Múltiple'),
	(25, 'Banco Compartamos, S.A., Institución de Banca Múltiple'),
	(26, 'Banco Multiva, S.A., Institución de Banca Múltiple, Grupo Financiero Multiva'),
	(27, 'Banco Actinver, S.A., Institución de Banca Múltiple, Grupo Financiero Actinver'),
	(28, 'Nacional Financiera, S.N.C., Institución de Banca de Desarrollo'),
	(29, 'Intercam Banco, S.A., Institución de Banca Múltiple, Intercam Grupo Financiero'),
	(30, 'BanCoppel, S.A., Institución de Banca Múltiple'),
	(31, 'ABC Capital, S.A., Institución de Banca Múltiple'),
	(32, 'Consubanco, S.A., Institución de Banca Múltiple'),
	(33, 'Volkswagen Bank, S.A., Institución de Banca Múltiple'),
	(34, 'CIBanco, S.A., Institución de Banca Múltiple'),
	(35, 'Banco Base, S.A., Institución de Banca Múltiple, Grupo Financiero Base'),
	(36, 'Bankaool, S.A., Institución de Banca Múltiple'),
	(37, 'Banco PagaTodo, S.A., Institución de Banca Múltiple'),
	(38, 'Banco Inmobiliario Mexicano, S.A., Institución de Banca Múltiple'),
	(39, 'Fundación Dondé Banco, S.A., Institución de Banca Múltiple'),
	(40, 'Banco Bancrea, S.A., Institución de Banca Múltiple'),
	(41, 'Banco Covalto, S.A., Institución de Banca Múltiple'),
	(42, 'Industrial and Commercial Bank of China México, S.A., Institución de Banca Múltiple'),
	(43, 'Banco Sabadell, S.A., Institución de Banca Múltiple'),
	(44, 'Banco Shinhan de México, S.A., Institución de Banca Múltiple'),
	(45, 'Mizuho Bank México, S.A., Institución de Banca Múltiple'),
	(46, 'Bank of China Mexico, S.A., Institución de Banca Múltiple'),
	(47, 'Banco S3 CACEIS México, S.A., Institución de Banca Múltiple'),
	(48, 'Banco del Bienestar, S.N.C., Institución de Banca de Desarrollo'),
	(49, 'Hey Banco, S.A., Institución de Banca Múltiple'),
	(50, 'Sociedad Hipotecaria Federal, S.N.C., Institución de Banca de Desarrollo'),
	(51, 'Nu México Financiera, S.A. de C.V., Sociedad Financiera Popular'),
	(52, 'Sistema de Transferencias y Pagos STP, S.A. de C.V.'),
	(53, 'Mercado Pago W, S.A. de C.V.')
) AS v(id, razon_social) WHERE "banks"."id" = v.id;--> statement-breakpoint
UPDATE "banks" SET "razon_social" = "name" WHERE "razon_social" IS NULL;--> statement-breakpoint
ALTER TABLE "banks" ALTER COLUMN "razon_social" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "core_info_exclusions" ADD CONSTRAINT "core_info_exclusions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bank_accounts" ADD CONSTRAINT "shop_bank_accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bank_accounts" ADD CONSTRAINT "shop_bank_accounts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_bank_accounts" ADD CONSTRAINT "shop_bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_core_info" ADD CONSTRAINT "shop_core_info_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_taxpayers" ADD CONSTRAINT "shop_taxpayers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_taxpayers" ADD CONSTRAINT "shop_taxpayers_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;