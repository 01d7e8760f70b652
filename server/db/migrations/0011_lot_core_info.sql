CREATE TABLE "banks" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"image" text,
	CONSTRAINT "banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lot_core_info" (
	"parking_id" integer PRIMARY KEY NOT NULL,
	"taxpayer_name" text NOT NULL,
	"rfc" text NOT NULL,
	"interbank_account" text NOT NULL,
	"bank_account" text NOT NULL,
	"bank_id" integer NOT NULL,
	"account_owner" text NOT NULL,
	"identifying_name" text NOT NULL,
	"taxpayer_file" text NOT NULL,
	"address_file" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lot_core_info" ADD CONSTRAINT "lot_core_info_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_core_info" ADD CONSTRAINT "lot_core_info_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The banks are reference data every database needs, so they are inserted here rather than by the demo seed.
-- Codes: Banxico's SPEI participants (banxico.org.mx/cep-scl/listaInstituciones.do, as copied in
-- github.com/center-key/clabe-validator participante.txt, whose last three digits are the CLABE code) and the ABM
-- codes in es.wikipedia.org/wiki/CLABE; 159, 167, 638 and 722 from clabe-validator's bank list. Renamed banks by
-- their current name: BBVA MEXICO (formerly BBVA BANCOMER), BANCO COVALTO (BANCO FINTERRA), BIENESTAR (BANSEFI).
INSERT INTO "banks" ("id", "name", "code") VALUES
	(1, 'BANAMEX', '002'),
	(2, 'BANCOMEXT', '006'),
	(3, 'BANOBRAS', '009'),
	(4, 'BBVA MEXICO', '012'),
	(5, 'SANTANDER', '014'),
	(6, 'BANJERCITO', '019'),
	(7, 'HSBC', '021'),
	(8, 'BAJIO', '030'),
	(9, 'INBURSA', '036'),
	(10, 'MIFEL', '042'),
	(11, 'SCOTIABANK', '044'),
	(12, 'BANREGIO', '058'),
	(13, 'INVEX', '059'),
	(14, 'BANSI', '060'),
	(15, 'AFIRME', '062'),
	(16, 'BANORTE', '072'),
	(17, 'BANK OF AMERICA', '106'),
	(18, 'MUFG', '108'),
	(19, 'JP MORGAN', '110'),
	(20, 'MONEX', '112'),
	(21, 'VE POR MAS', '113'),
	(22, 'AZTECA', '127'),
	(23, 'AUTOFIN', '128'),
	(24, 'BARCLAYS', '129'),
	(25, 'COMPARTAMOS', '130'),
	(26, 'MULTIVA', '132'),
	(27, 'ACTINVER', '133'),
	(28, 'NAFIN', '135'),
	(29, 'INTERCAM', '136'),
	(30, 'BANCOPPEL', '137'),
	(31, 'ABC CAPITAL', '138'),
	(32, 'CONSUBANCO', '140'),
	(33, 'VOLKSWAGEN', '141'),
	(34, 'CIBANCO', '143'),
	(35, 'BBASE', '145'),
	(36, 'BANKAOOL', '147'),
	(37, 'PAGATODO', '148'),
	(38, 'INMOBILIARIO', '150'),
	(39, 'DONDE', '151'),
	(40, 'BANCREA', '152'),
	(41, 'BANCO COVALTO', '154'),
	(42, 'ICBC', '155'),
	(43, 'SABADELL', '156'),
	(44, 'SHINHAN', '157'),
	(45, 'MIZUHO BANK', '158'),
	(46, 'BANK OF CHINA', '159'),
	(47, 'BANCO S3', '160'),
	(48, 'BIENESTAR', '166'),
	(49, 'HEY BANCO', '167'),
	(50, 'HIPOTECARIA FED', '168'),
	(51, 'NU MEXICO', '638'),
	(52, 'STP', '646'),
	(53, 'MERCADO PAGO W', '722')
ON CONFLICT DO NOTHING;
