import { Migration } from '@mikro-orm/migrations';
import { fibreCase } from '../migration-sql';

/**
 * Fibres read with the forms of core's both-language synonyms (issue #26): plurals such as "cotons", "soies" or "lins"
 * now name their fibre. The service keeps `fibres` on every write; this brings existing yarns level once.
 */
export class Migration20261127090000_fibre_forms extends Migration {
  async up(): Promise<void> {
    this.addSql(`update knit_item set fibres = ${fibreCase()} where content <> '' and fibres is distinct from ${fibreCase()};`);
  }
}
