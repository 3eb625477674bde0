import { Migration } from '@mikro-orm/migrations';

/**
 * `explore_recount()` runs its statements one after the other, each at its own snapshot (read committed): an item
 * written between the emptying of `explore_delta` and the recount of the items was counted twice, once by its delta
 * and once by the recount, and the counts stayed one off until the next recount (tests/api/explore-counts.test.ts
 * found it with writers in other test files). The recount now first takes a SHARE lock on `knit_item`: writers wait
 * until it commits, so the deltas it drops and the items it counts are the same state. It is a maintenance step (a
 * migration, a bulk load), never on a request's path.
 */
export class Migration20261204090000_explore_recount_lock extends Migration {
  async up(): Promise<void> {
    this.addSql('alter function explore_recount() rename to explore_recount_unlocked;');
    this.addSql(`create function explore_recount() returns void language plpgsql as $$
      begin
        lock table knit_item in share mode;
        perform explore_recount_unlocked();
      end $$;`);
  }

  async down(): Promise<void> {
    this.addSql('drop function explore_recount();');
    this.addSql('alter function explore_recount_unlocked() rename to explore_recount;');
  }
}
