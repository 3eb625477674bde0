import { Migration } from '@mikro-orm/migrations';

/**
 * The calculator's ranges, also in the database: the service checks them on every door (calculator.service.ts), and
 * PostgreSQL now refuses a row that breaks them whatever path wrote it. NOT VALID: rows written before are not
 * re-checked, so the migration never fails on an old database; every new write is.
 */
export class Migration20261124090000_calculator_ranges extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter table calculator add constraint calculator_ranges check (
      btrim(name) <> '' and char_length(name) <= 100 and type between 0 and 1000000
      and least(tension_rows, tension_stitches, result_rows, result_stitches) >= 0
      and greatest(tension_rows, tension_stitches, result_rows, result_stitches) <= 1000000
      and tension_width between 0 and 1000000 and tension_height between 0 and 1000000
      and result_width between 0 and 1000000 and result_height between 0 and 1000000) not valid;`);
  }

  async down(): Promise<void> {
    this.addSql('alter table calculator drop constraint calculator_ranges;');
  }
}
