import { Migration } from '@mikro-orm/migrations';

/**
 * Explore's counting table also covers a type with one more filter ("yarn, merino", "pattern, tag lace"), the views
 * knitters narrow to most after a single filter (issue #22 point 5). Such a view used to count its items: 450 ms for
 * "yarn, merino" at 1,000,000 items. Each item now also counts under `type+<filter>` = `<type>|<value>`.
 * Views with two filters other than the type, or three or more, are still counted from their items.
 *
 * The pairs of Migration20261128090000 keep their function, renamed `explore_single_pairs`; `explore_item_pairs`, which
 * the triggers and `explore_recount()` call, becomes those pairs plus the type pairs.
 */
const SIGNATURE = '(type text, weight_class int, fibres text[], producer text, tags text[])';

export class Migration20261203090000_explore_type_pairs extends Migration {
  async up(): Promise<void> {
    this.addSql(`alter function explore_item_pairs(text, int, text[], text, text[]) rename to explore_single_pairs;`);
    this.addSql(`create function explore_item_pairs${SIGNATURE}
      returns table (filter_dim text, filter_value text, dim text, value text) language sql immutable as $$
        select * from explore_single_pairs(type, weight_class, fibres, producer, tags)
        union all
        select f.filter_dim, f.filter_value, s.dim, s.value
        from explore_single_pairs(type, weight_class, fibres, producer, tags) s
        cross join lateral (
          select 'type+' || s.filter_dim as filter_dim, type || '|' || s.filter_value as filter_value) f
        where s.filter_dim not in ('', 'type') $$;`);
    // The triggers call the function, so new writes count the pairs at once; the items already there are recounted.
    this.addSql('select explore_recount();');
  }

  async down(): Promise<void> {
    this.addSql('drop function explore_item_pairs(text, int, text[], text, text[]);');
    this.addSql('alter function explore_single_pairs(text, int, text[], text, text[]) rename to explore_item_pairs;');
    this.addSql('select explore_recount();');
  }
}
