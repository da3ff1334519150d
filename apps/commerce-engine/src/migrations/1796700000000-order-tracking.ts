import {MigrationInterface, QueryRunner} from "typeorm";

export class OrderTracking1796700000000 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "order" ADD "customFieldsPlacedlanguage" character varying(8)`, undefined);
        await queryRunner.query(`ALTER TABLE "fulfillment" ADD "customFieldsExpecteddelivery" TIMESTAMP`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "fulfillment" DROP COLUMN "customFieldsExpecteddelivery"`, undefined);
        await queryRunner.query(`ALTER TABLE "order" DROP COLUMN "customFieldsPlacedlanguage"`, undefined);
   }

}
