import {MigrationInterface, QueryRunner} from "typeorm";

export class ProductVisibility1795872516708 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product" ADD "customFieldsVisibility" character varying(255) DEFAULT 'catalog_search'`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "product" DROP COLUMN "customFieldsVisibility"`, undefined);
   }

}
