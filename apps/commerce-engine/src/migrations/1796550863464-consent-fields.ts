import {MigrationInterface, QueryRunner} from "typeorm";

export class ConsentFields1796550863464 implements MigrationInterface {

   public async up(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsConsentat" TIMESTAMP(6)`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsConsentnoticeversion" integer`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsConsentanalytics" boolean`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" ADD "customFieldsConsentmarketing" boolean`, undefined);
   }

   public async down(queryRunner: QueryRunner): Promise<any> {
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsConsentmarketing"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsConsentanalytics"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsConsentnoticeversion"`, undefined);
        await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "customFieldsConsentat"`, undefined);
   }

}
