import {MigrationInterface, QueryRunner} from "typeorm";

export class StockAlerts1796800000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`CREATE TABLE "stock_alert" ("createdAt" TIMESTAMP NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP NOT NULL DEFAULT now(), "emailAddress" character varying(254) NOT NULL, "languageCode" character varying(8) NOT NULL, "status" character varying(16) NOT NULL, "confirmTokenHash" character varying(64), "confirmationSentAt" TIMESTAMP, "cancelToken" character varying(64) NOT NULL, "id" SERIAL NOT NULL, "productVariantId" integer NOT NULL, "customerId" integer, CONSTRAINT "PK_b03b162a0276f6e46528700cf86" PRIMARY KEY ("id"))`, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_ef6e7c6557a1fa2905a9b1010c" ON "stock_alert" ("productVariantId") `, undefined);
        await queryRunner.query(`CREATE INDEX "IDX_6d864c481b714c030265314ad6" ON "stock_alert" ("confirmTokenHash") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a202d3f2559bac22abb8a2b5c1" ON "stock_alert" ("cancelToken") `, undefined);
        await queryRunner.query(`CREATE UNIQUE INDEX "IDX_e12c6f744dcc241d69cb5d5370" ON "stock_alert" ("emailAddress", "productVariantId") `, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`DROP INDEX "public"."IDX_e12c6f744dcc241d69cb5d5370"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_a202d3f2559bac22abb8a2b5c1"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_6d864c481b714c030265314ad6"`, undefined);
        await queryRunner.query(`DROP INDEX "public"."IDX_ef6e7c6557a1fa2905a9b1010c"`, undefined);
        await queryRunner.query(`DROP TABLE "stock_alert"`, undefined);
   }

}
